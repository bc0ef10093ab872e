//! A message: the id of a sentence in the catalogs and the values it speaks of.

use std::borrow::Cow;

/// One value a message speaks of. The catalog's pattern decides how it reads: a number through
/// the language's digits and plural rules, a name through a `select`, a list joined in the
/// language's way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A whole number: a row, a column, a count (up to 2^64 and beyond for sums refused).
    Int(i128),
    /// Text shown as it is (a name typed by a person, a path, a system's words) or a key a
    /// `select` chooses by (a line kind, a strategy's name).
    Text(Cow<'static, str>),
    /// Another message, rendered in the same language (a strategy's title, a nested reason).
    Msg(Message),
    /// Several values, joined by the language (`{x, join}`: "1, 2, 3"; `{x, list}`: "1, 2 and 3").
    List(Vec<Arg>),
}

/// A sentence as data: the catalog id and its arguments, in the order they were given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The name of a value of a vocabulary, as the catalogs word it: `strategy.lookup`.
    pub fn name(prefix: &str, name: &str) -> Message {
        Message::new(format!("{prefix}.{name}"))
    }

    /// Adds the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The catalog id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The arguments, by name.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Int(value as i128)
            }
        }
    )*};
}
ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl From<&'static str> for Arg {
    fn from(value: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(value))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(Cow::Owned(value))
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Msg(value)
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(values: Vec<T>) -> Arg {
        Arg::List(values.into_iter().map(Into::into).collect())
    }
}

/// Largest whole number JavaScript holds exactly; larger ones cross as decimal strings.
const JS_SAFE: i128 = (1 << 53) - 1;

/// The arguments, as an object of their names.
struct Args<'a>(&'a [(&'static str, Arg)]);

impl serde::Serialize for Args<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut fields = serializer.serialize_struct("Args", self.0.len())?;
        for (name, value) in self.0 {
            fields.serialize_field(name, value)?;
        }
        fields.end()
    }
}

/// `{"id": "…", "args": {"row": 2, …}}`: the one shape the page reads, as events are serialized.
/// Written as structs (the argument names are static), so every serializer makes plain objects
/// of them (serde-wasm-bindgen would make a `Map` of a map).
impl serde::Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut fields = serializer.serialize_struct("Message", 2)?;
        fields.serialize_field("id", &self.id)?;
        fields.serialize_field("args", &Args(&self.args))?;
        fields.end()
    }
}

impl serde::Serialize for Arg {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Int(v) if v.abs() <= JS_SAFE => serializer.serialize_i64(*v as i64),
            Arg::Int(v) => serializer.serialize_str(&v.to_string()),
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::Msg(message) => message.serialize(serializer),
            Arg::List(items) => serializer.collect_seq(items),
        }
    }
}
