"""Schemathesis hooks of the API fuzzer (test/integration/api-fuzz.test.ts loads this module
through SCHEMATHESIS_HOOKS).

The searches take their condition as a JSON document inside a string (upstream's wire shape),
whose grammar the document publishes as `contentSchema` (components `SearchCondition`).
schemathesis does not generate from a `contentSchema`, so without this every case would carry an
arbitrary string and only reach the parser's 400. Here each search body gets a condition drawn
from the grammar: leaves over the documented properties and operators with scalar or list values,
nested in AND, OR, XOR and NOT, as deep as a few levels. A body whose `query` is not a non-blank
string of the allowed length is left alone, so a negative case stays negative.
"""

import json

import schemathesis
from hypothesis import strategies as st

_SCALAR = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=24),
)
_PROPERTY = st.one_of(
    st.sampled_from(["id", "name", "description", "createdAt", "createdBy", "updatedAt", "updatedBy"]),
    # What a user search takes.
    st.sampled_from(["username", "firstName", "lastName", "email"]),
    st.text(min_size=1, max_size=16).map(lambda key: f"attributes.{key}"),
    st.text(min_size=1, max_size=16).map(lambda key: f"attributes||{key}"),
)
_OPERATOR = st.sampled_from(["eq", "ne", "contains", "gt", "lt", "ge", "le", "in", "neq"])
_LEAF = st.builds(
    lambda prop, op, value: {"property": prop, "operator": op, "value": value},
    _PROPERTY,
    _OPERATOR,
    st.one_of(_SCALAR, st.lists(_SCALAR, min_size=1, max_size=5)),
)
CONDITION = st.recursive(
    _LEAF,
    lambda inner: st.one_of(
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: {"AND": xs}),
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: {"OR": xs}),
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: {"XOR": xs}),
        inner.map(lambda x: {"NOT": x}),
    ),
    max_leaves=8,
)


def _replaceable(body: object) -> bool:
    if not isinstance(body, dict):
        return False
    params = body.get("searchParams")
    if not isinstance(params, dict):
        return False
    query = params.get("query")
    return isinstance(query, str) and query.strip() != "" and len(query) <= 16384


@schemathesis.hook.apply_to(operation_id_regex="^search(Users|UserGroups|Collections|Containers)?$")
def flatmap_body(ctx, body):
    if not _replaceable(body):
        return st.just(body)
    return CONDITION.map(lambda q: {**body, "searchParams": {**body["searchParams"], "query": json.dumps(q)}})
