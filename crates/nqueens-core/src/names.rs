//! The words the playground, the CLI and the embeds share: strategy names, huge-N methods,
//! step strategies, event kinds, views, themes, ... Each list is written once, as an enum made
//! by `vocabulary!`, and everything else (clap's value enums, the page's menus through the wasm
//! `info()` call, URL parsing, error messages) reads it from there, so a name added or renamed
//! here reaches every surface at once instead of being copied into each.

use crate::error::{Error, Result};

/// A closed list of names: the interface `vocabulary!` gives an enum, so code that only needs
/// "some vocabulary" (the CLI's clap adapter, the bindings' `info()`) stays generic.
pub trait Named: Copy + 'static {
    /// What the names are names of, for messages: "strategy", "theme".
    const KIND: &'static str;
    /// Every value, in the order menus and help texts show them.
    fn all() -> &'static [Self];
    /// The one spelling a value has everywhere (flags, URLs, JSON, the page).
    fn name(self) -> &'static str;
}

/// Every name of a vocabulary, in [`Named::all`] order.
pub fn names<T: Named>() -> Vec<&'static str> {
    T::all().iter().map(|value| value.name()).collect()
}

/// Reads a name, ignoring case and surrounding blanks, as typed in a flag or a URL.
pub fn parse<T: Named>(text: &str) -> Result<T> {
    let wanted = text.trim();
    T::all()
        .iter()
        .copied()
        .find(|value| value.name().eq_ignore_ascii_case(wanted))
        .ok_or_else(|| Error::UnknownName {
            kind: T::KIND,
            name: text.to_string(),
            expected: names::<T>().join(", "),
        })
}

/// Declares a vocabulary enum: the variants with their names, an `ALL` array, `name()`,
/// `Display`, `FromStr` (through [`parse`]), [`Named`] and, with the `serde` feature, serde
/// as the name string.
macro_rules! vocabulary {
    (
        $(#[$meta:meta])*
        pub enum $Name:ident: $kind:literal {
            $( $(#[$vmeta:meta])* $Variant:ident => $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $Name {
            $( $(#[$vmeta])* $Variant, )+
        }

        impl $Name {
            /// Every value, in menu order.
            pub const ALL: [$Name; [$($text),+].len()] = [$($Name::$Variant),+];

            /// The name `FromStr` accepts and every surface shows.
            pub fn name(self) -> &'static str {
                match self {
                    $( $Name::$Variant => $text, )+
                }
            }
        }

        impl $crate::names::Named for $Name {
            const KIND: &'static str = $kind;

            fn all() -> &'static [Self] {
                &$Name::ALL
            }

            fn name(self) -> &'static str {
                $Name::name(self)
            }
        }

        impl std::fmt::Display for $Name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $Name {
            type Err = $crate::error::Error;

            fn from_str(text: &str) -> $crate::error::Result<$Name> {
                $crate::names::parse(text)
            }
        }

        #[cfg(feature = "serde")]
        impl serde::Serialize for $Name {
            fn serialize<S: serde::Serializer>(
                &self,
                serializer: S,
            ) -> std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(self.name())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $Name {
            fn deserialize<D: serde::Deserializer<'de>>(
                deserializer: D,
            ) -> std::result::Result<$Name, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use vocabulary;
