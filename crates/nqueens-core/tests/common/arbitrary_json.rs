//! Arbitrary JSON values for the property tests of the ledger's readers (the core's in process,
//! the CLI's through the command): any shape, with keys and strings often the ledger's own, so
//! cases get past the first look at a line.

use proptest::prelude::*;
use serde_json::Value;

pub fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z0-9/ -]{0,12}".prop_map(Value::from),
        Just(Value::from("nqueens-count-units")),
        Just(Value::from("1/1")),
    ];
    leaf.prop_recursive(6, 64, 8, |inner| {
        let key = prop_oneof![
            Just("format".to_string()),
            Just("version".to_string()),
            Just("n".to_string()),
            Just("plan".to_string()),
            Just("units".to_string()),
            Just("shard".to_string()),
            Just("unit".to_string()),
            Just("solutions".to_string()),
            Just("fundamental".to_string()),
            Just("nodes".to_string()),
            "[a-z]{1,6}",
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::btree_map(key, inner, 0..8)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}
