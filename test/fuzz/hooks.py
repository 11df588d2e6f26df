"""Schemathesis hooks of the API fuzzer (test/integration/api-fuzz.test.ts loads this module
through SCHEMATHESIS_HOOKS).

Some inputs carry rules no JSON Schema states; without these hooks every schema-valid case of
those operations would only reach a 400. Each hook replaces a POSITIVE case (one that follows the
operation's body schema) by one that also follows those rules, so the acceptance check can hold
for it; a negative case (one that breaks the schema) is left alone, so it stays negative.

- The five searches take their condition as a JSON document inside a string (upstream's wire
  shape), whose grammar the document publishes as `contentSchema` (components `SearchCondition`).
  Each search gets a condition drawn from the grammar AND from what the searched kind accepts:
  its properties (search-targets.json, checked against the server by
  test/unit/fuzz-search-targets.test.ts), an operator that applies to the property's type and a
  value of that type; nested in AND, OR, XOR and NOT.
- buildShape gets a coherent shape-editor model: absolute IRIs, one row per path, known
  datatypes with values of their lexical space, minCount at most maxCount, valid patterns, nested
  node shapes only on IRI-valued rows.
- validateShape gets SHACL Turtle and data Turtle that parse, the shapes not recursive.
- uploadOntology gets a small Turtle vocabulary and metadata with a fresh id `fuzz-<hex>` (unique
  per case, never replayed); the test removes every `fuzz-` bundle when the run ends.
- createTemplate gets a body its kind accepts (PROCESS_RECIPE, VIEW_RECIPE with the view-recipe
  meta-shape, DATA_KIND with defaults), no parent, and a name `schemathesis-fuzz-<hex>`; the test
  retires every template so named when the run ends.
- patchTemplate, getTemplateForm, instantiateTemplate, putCollectionTemplateSettings and
  startImport name what exists: `before_call` makes it through the gateway's API (fixtures.py) and
  puts its ids in every positive case: a fresh template of the patch's kind to patch (a merge patch
  that keeps the kind's rules), the run's DATA_KIND template to show and instantiate (values its
  form takes, into the caller's Collection), the caller's Collection for template settings (the
  run's DATA_KIND and VIEW_RECIPE templates), and for an import the gateway itself as the source
  with the caller's key and Collection. The test removes the Collections and what was imported
  from them when the run ends.
"""

import ast
import datetime
import json
import pathlib
import threading
import uuid
from functools import partial

import schemathesis
from hypothesis import strategies as st

import fixtures

# hypothesis describes each lambda handed to a strategy (`.map(lambda …)`, schemathesis's own
# included) by parsing its source with `ast.parse`, which CPython 3.11 does not do safely in two
# threads at once: now and then a case ends in SystemError "AST constructor recursion depth
# mismatch" (python/cpython#106905), and the run has two workers. This process is the fuzzer's
# alone, so its parses are taken one at a time; and every function handed to a strategy below is a
# named one (or a partial of one), which hypothesis describes by name without parsing.
_ast_parse = ast.parse
_ast_lock = threading.Lock()


def _parse_one_at_a_time(*args, **kwargs):
    with _ast_lock:
        return _ast_parse(*args, **kwargs)


ast.parse = _parse_one_at_a_time


def _prefixed(prefix: str, text: str) -> str:
    return prefix + text


def _wrap(key: str, value: object) -> dict:
    return {key: value}


SEARCH = json.loads((pathlib.Path(__file__).parent / "search-targets.json").read_text(encoding="utf-8"))

# ── searches ──────────────────────────────────────────────────────────────────────────────
_SAFE = 2**53 - 1


def _iso_ms(d: datetime.datetime) -> str:
    return d.isoformat(timespec="milliseconds") + "Z"


_TEXT = st.text(max_size=24)
# Any non-null scalar: string properties and attributes compare it as text.
_PLAIN = st.one_of(
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    _TEXT,
)
_ID = st.one_of(
    st.integers(min_value=-_SAFE, max_value=_SAFE),
    st.integers(min_value=-(10**15), max_value=_SAFE).map(str),
)
_TIME = st.one_of(
    st.integers(min_value=-_SAFE, max_value=_SAFE),
    st.datetimes(min_value=datetime.datetime(1900, 1, 1), max_value=datetime.datetime(2200, 1, 1)).map(_iso_ms),
)
_VALUES = {"string": _PLAIN, "attribute": _PLAIN, "id": _ID, "time": _TIME}
_SPELLINGS = {op: [op, op.upper()] for op in SEARCH["operators"]}
for _alias, _op in SEARCH["operatorAliases"].items():
    _SPELLINGS[_op].append(_alias)


def _operators(kind: str) -> list[str]:
    """The operators a property of this type takes (translate.ts: no `contains` on a date-time)."""
    return [op for op in SEARCH["operators"] if not (kind == "time" and op == "contains")]


def _value(kind: str, op: str) -> st.SearchStrategy:
    """A value `op` takes on a property of this type (query.ts, translate.ts)."""
    base = _PLAIN if (kind == "id" and op == "contains") else _VALUES[kind]
    if op == "in":
        return st.lists(base, min_size=1, max_size=5)
    if op in ("eq", "ne"):
        return st.one_of(st.none(), base)
    return base


def _condition(prop: st.SearchStrategy, kind: str, op: str) -> st.SearchStrategy:
    return st.fixed_dictionaries(
        {"property": prop, "operator": st.sampled_from(_SPELLINGS[op]), "value": _value(kind, op)}
    )


def _leaf(prop: st.SearchStrategy, kind: str) -> st.SearchStrategy:
    return st.sampled_from(_operators(kind)).flatmap(partial(_condition, prop, kind))


def _leaves(target: dict) -> st.SearchStrategy:
    leaves = [_leaf(st.just(name), kind) for name, kind in target["properties"].items()]
    if target["attributes"]:
        key = st.text(min_size=1, max_size=16)
        prop = st.one_of(key.map(partial(_prefixed, "attributes.")), key.map(partial(_prefixed, "attributes||")))
        leaves.append(_leaf(prop, "attribute"))
    return st.one_of(*leaves)


def _not_list(node: dict) -> dict:
    return {"NOT": [node]}


def _node(leaf: st.SearchStrategy, depth: int) -> st.SearchStrategy:
    """Conditions nested at most `depth` levels below the root (the server allows 16)."""
    if depth == 0:
        return leaf
    inner = _node(leaf, depth - 1)
    group = st.lists(inner, min_size=1, max_size=3)
    return st.one_of(
        leaf,
        group.map(partial(_wrap, "AND")),
        group.map(partial(_wrap, "OR")),
        group.map(partial(_wrap, "XOR")),
        inner.map(partial(_wrap, "NOT")),
        # A one-element array is accepted too, as some clients send it.
        inner.map(_not_list),
    )


CONDITIONS = {kind: _node(_leaves(target), 3) for kind, target in SEARCH["kinds"].items()}


def _search_kind(operation_id: str, body: dict) -> str:
    if operation_id in SEARCH["operations"]:
        return SEARCH["operations"][operation_id]
    # POST /search: the queryType names the kind (a negative case may carry another value).
    return SEARCH["queryTypes"].get(body["searchParams"].get("queryType"), "Reference")


def _operation_id(ctx) -> str:
    return ctx.operation.definition.raw.get("operationId", "")


def _positive(ctx, body: object) -> bool:
    """Whether the body follows the operation's (JSON) body schema, i.e. the case is positive."""
    if not isinstance(body, (dict, list, str, int, float, bool)) and body is not None:
        return False  # raw bytes: a negative case's body that is not JSON at all
    items = list(ctx.operation.body.items)
    return bool(items) and items[0].is_valid(body)


def _searchable(ctx, body: object) -> bool:
    return (
        isinstance(body, dict)
        and isinstance(body.get("searchParams"), dict)
        and _positive(ctx, {**body, "searchParams": {**body["searchParams"], "query": "x"}})
        and isinstance(body["searchParams"].get("query"), str)
        and body["searchParams"]["query"].strip() != ""
        and len(body["searchParams"]["query"]) <= 16384
    )


def _with_query(body: dict, condition: dict) -> dict:
    return {**body, "searchParams": {**body["searchParams"], "query": json.dumps(condition, ensure_ascii=False)}}


@schemathesis.hook.apply_to(operation_id_regex="^search(Users|UserGroups|Collections|Containers)?$")
def flatmap_body(ctx, body):
    if not _searchable(ctx, body):
        return st.just(body)
    kind = _search_kind(_operation_id(ctx), body)
    return CONDITIONS[kind].map(partial(_with_query, body))


# ── shapes ────────────────────────────────────────────────────────────────────────────────
_EX = "https://example.org/fuzz/"
_LOCAL = st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,11}", fullmatch=True)
_IRI = _LOCAL.map(partial(_prefixed, _EX))
_PATTERN = st.sampled_from(["^[a-z]+$", r"\d", ".*", "^x", "(a|b)+", r"^\p{L}*$"])
_WORD = st.text(min_size=1, max_size=24)
_DATE = st.dates(min_value=datetime.date(1000, 1, 1), max_value=datetime.date(9999, 12, 31))
def _decimal(parts: tuple[int, int]) -> str:
    return f"{parts[0]}.{parts[1]}"


# Known datatypes (templates/datatypes.ts) with values of their lexical space; None: IRI-valued.
_LEXICAL = {
    "xsd:string": _TEXT,
    "http://www.w3.org/2001/XMLSchema#string": _TEXT,
    "xsd:integer": st.integers().map(str),
    "xsd:boolean": st.sampled_from(["true", "false", "1", "0"]),
    "xsd:decimal": st.tuples(st.integers(), st.integers(min_value=0, max_value=999)).map(_decimal),
    "xsd:date": _DATE.map(datetime.date.isoformat),
    "xsd:anyURI": _IRI,
}


def _counts() -> st.SearchStrategy:
    """(minCount, maxCount), each absent or 0..5, minCount never above maxCount."""
    return st.tuples(st.integers(0, 5), st.integers(0, 5), st.booleans(), st.booleans()).map(_ordered_counts)


def _ordered_counts(t: tuple[int, int, bool, bool]) -> tuple[int | None, int | None]:
    return (min(t[0], t[1]) if t[2] else None, max(t[0], t[1]) if t[3] else None)


def _member(kind: str, value: str) -> dict:
    return {"value": value, "kind": kind}


@st.composite
def _row(draw, path: str, depth: int) -> dict:
    datatype = draw(st.one_of(st.none(), st.just(""), st.sampled_from(sorted(_LEXICAL))))
    values = _LEXICAL[datatype] if datatype else _IRI
    kind = "LITERAL" if datatype else "IRI"
    lo, hi = draw(_counts())
    row: dict = {"path": path}
    optional = {
        "name": st.one_of(st.none(), _WORD),
        "description": st.one_of(st.none(), st.text(max_size=48)),
        "minCount": st.just(lo),
        "maxCount": st.just(hi),
        "in": st.one_of(
            st.none(),
            st.lists(values.map(partial(_member, kind)), max_size=4),
        ),
        "pattern": st.one_of(st.none(), _PATTERN),
        "order": st.one_of(st.none(), st.integers(0, 100_000)),
        "defaultValue": st.one_of(st.none(), values),
    }
    if datatype is not None:
        row["datatype"] = datatype
    for key, strategy in optional.items():
        if draw(st.booleans()):
            row[key] = draw(strategy)
    if not datatype and depth > 0 and draw(st.integers(0, 3)) == 0:
        row["node"] = draw(_model(depth - 1, nested=True))
    return row


@st.composite
def _model(draw, depth: int = 2, nested: bool = False) -> dict:
    """A coherent shape-editor model (templates/shape-build.ts checkRow, buildNode)."""
    names = draw(st.lists(_LOCAL, max_size=5, unique=True))
    model: dict = {"properties": [draw(_row(f"{_EX}p#{n}", depth)) for n in names]}
    if not nested and draw(st.booleans()):
        # A nested shape's IRI is minted from its parent's; only the root names its own.
        model["shapeIri"] = draw(st.one_of(st.just(""), _LOCAL.map(partial(_prefixed, "urn:svc:fuzz:shape:"))))
    if draw(st.booleans()):
        model["targetClass"] = draw(st.one_of(st.just(""), _IRI))
    if draw(st.booleans()):
        model["closed"] = draw(st.booleans())
    if draw(st.booleans()):
        model["name"] = draw(_WORD)
    return model


@schemathesis.hook.apply_to(operation_id="buildShape")
def flatmap_body(ctx, body):  # noqa: F811 (one hook per operation, registered on definition)
    return _model() if _positive(ctx, body) else st.just(body)


def _literal(text: str) -> str:
    """A Turtle string literal: JSON's escapes are Turtle's (ECHAR, UCHAR), kept as UTF-8."""
    return json.dumps(text, ensure_ascii=False)


def _iri_ref(iri: str) -> str:
    return f"<{iri}>"


_DATA_VALUE = st.one_of(
    _TEXT.map(_literal),
    st.integers().map(str),
    st.sampled_from(["true", "false"]),
    _IRI.map(_iri_ref),
)


@st.composite
def _validation(draw) -> dict:
    """A SHACL shape graph over ex:Thing and data about a few things (a conforming or not)."""
    props = draw(st.lists(_LOCAL, min_size=1, max_size=4, unique=True))
    rows = []
    for p in props:
        lo, hi = draw(_counts())
        facets = [f"sh:path ex:{p}"]
        datatype = draw(st.sampled_from([None, "xsd:string", "xsd:integer", "xsd:boolean"]))
        facets.append(f"sh:datatype {datatype}" if datatype else "sh:nodeKind sh:IRI")
        if lo is not None:
            facets.append(f"sh:minCount {lo}")
        if hi is not None:
            facets.append(f"sh:maxCount {hi}")
        if draw(st.booleans()):
            facets.append(f"sh:pattern {_literal(draw(_PATTERN))}")
        rows.append(f"  sh:property [ {' ; '.join(facets)} ]")
    closed = " ;\n  sh:closed true ;\n  sh:ignoredProperties ( rdf:type )" if draw(st.booleans()) else ""
    prefixes = (
        "@prefix sh: <http://www.w3.org/ns/shacl#> .\n"
        "@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n"
        "@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .\n"
        f"@prefix ex: <{_EX}> .\n"
    )
    shapes = f"{prefixes}ex:ThingShape a sh:NodeShape ;\n  sh:targetClass ex:Thing ;\n" + " ;\n".join(rows)
    shapes += f"{closed} .\n"
    things = []
    for i in range(draw(st.integers(0, 3))):
        pairs = [f"ex:{p} {draw(_DATA_VALUE)}" for p in draw(st.lists(st.sampled_from(props), max_size=4))]
        things.append(f"ex:thing{i} a ex:Thing" + "".join(f" ;\n  {pair}" for pair in pairs) + " .")
    return {"shapeTurtle": shapes, "dataTurtle": prefixes + "\n".join(things) + "\n"}


@schemathesis.hook.apply_to(operation_id="validateShape")
def flatmap_body(ctx, body):  # noqa: F811
    return _validation() if _positive(ctx, body) else st.just(body)


# ── ontology uploads ──────────────────────────────────────────────────────────────────────
def _bundle(label: str) -> dict:
    """A small vocabulary under a fresh id (drawn outside hypothesis: never the same twice)."""
    bundle_id = f"fuzz-{uuid.uuid4().hex[:16]}"
    prefix = f"urn:svc:fuzz:{bundle_id}:"
    turtle = (
        "@prefix owl: <http://www.w3.org/2002/07/owl#> .\n"
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
        f"<{prefix}Term> a owl:Class ;\n  rdfs:label {_literal(label)} .\n"
    )
    metadata = {"id": bundle_id, "iriPrefix": prefix, "license": "CC0-1.0", "name": f"fuzz {bundle_id}"}
    return {"file": turtle.encode("utf-8"), "metadata": json.dumps(metadata)}


def _with_bundle(body: dict, label: str) -> dict:
    return {**body, **_bundle(label)}


@schemathesis.hook.apply_to(operation_id="uploadOntology")
def flatmap_body(ctx, body):  # noqa: F811
    # Multipart: positive when both parts are there as the document types them (a file's bytes, a string).
    positive = (
        isinstance(body, dict)
        and isinstance(body.get("metadata"), str)
        and isinstance(body.get("file"), (bytes, str))
    )
    if not positive:
        return st.just(body)
    return st.text(max_size=24).map(partial(_with_bundle, body))


# ── templates ─────────────────────────────────────────────────────────────────────────────
TEMPLATE_NAME_PREFIX = "schemathesis-fuzz-"
_RENDERERS = ["tresjs", "echarts", "echarts-gl", "plotly", "babylon", "isaac-usd", "custom"]
_JSON_VALUE = st.one_of(
    _WORD,
    st.lists(_WORD, min_size=1, max_size=3),
    st.dictionaries(_LOCAL, _WORD, min_size=1, max_size=3),
)


def _template_name(_: object) -> str:
    """Drawn outside hypothesis, so that the test can find (and retire) exactly what the run made."""
    return f"{TEMPLATE_NAME_PREFIX}{uuid.uuid4().hex[:16]}"


def _binding() -> st.SearchStrategy:
    return st.fixed_dictionaries(
        {"role": _WORD, "channelSelector": _WORD},
        optional={"unit": _IRI, "required": st.booleans()},
    )


# Bodies per kind (templates/kinds.ts): the kind's allow-list, a defining key, and for a view
# recipe its meta-shape. (A MAPPING_RECIPE must be a runnable JSONata recipe; not drawn here.)
_TEMPLATE_BODIES = {
    "PROCESS_RECIPE": st.fixed_dictionaries(
        {"process": _JSON_VALUE}, optional={"title": _WORD, "description": st.text(max_size=48)}
    ),
    "VIEW_RECIPE": st.fixed_dictionaries(
        {
            "title": _WORD,
            "renderer": st.sampled_from(_RENDERERS),
            "hasChannelBinding": st.lists(_binding(), min_size=1, max_size=3),
        },
        optional={"description": st.text(max_size=48)},
    ),
    "DATA_KIND": st.fixed_dictionaries(
        {"defaults": st.dictionaries(_LOCAL, _TEXT, max_size=3)},
        optional={"targetClass": _IRI, "title": _WORD},
    ),
}


def _template(kind: str) -> st.SearchStrategy:
    return st.fixed_dictionaries(
        {"kind": st.just(kind), "name": st.just(None).map(_template_name), "body": _TEMPLATE_BODIES[kind]}
    )


_TEMPLATES = st.sampled_from(sorted(_TEMPLATE_BODIES)).flatmap(_template)


@schemathesis.hook.apply_to(operation_id="createTemplate")
def flatmap_body(ctx, body):  # noqa: F811
    return _TEMPLATES if _positive(ctx, body) else st.just(body)


# ── what exists: templates, a Collection, an import source ────────────────────────────────
# A positive case of these operations names things that exist. The strategies below draw bodies
# with placeholders where an id goes; `before_call` (just before the request is sent) makes what
# they name through the gateway's API (fixtures.py, once per run, or per case for a fresh template
# to patch) and puts the ids in the case: the placeholders in any body, the path's id and the
# import's source in a positive case. A negative case is left as it was generated.
PLACEHOLDER_COLLECTION = "5c4e3a7f-0000-4000-8000-00000000c011"
PLACEHOLDER_FORM = "5c4e3a7f-0000-4000-8000-00000000f0a1"
PLACEHOLDER_VIEW = "5c4e3a7f-0000-4000-8000-00000000e1e3"


def _ids() -> dict[str, str]:
    return {
        PLACEHOLDER_COLLECTION: fixtures.GATEWAY.collection()["appId"],
        PLACEHOLDER_FORM: fixtures.GATEWAY.form_template(),
        PLACEHOLDER_VIEW: fixtures.GATEWAY.view_template(),
    }


def _placeholders_in(value: object) -> bool:
    if isinstance(value, str):
        return value.startswith("5c4e3a7f-0000-4000-8000-")
    if isinstance(value, dict):
        return any(_placeholders_in(v) for v in value.values())
    if isinstance(value, list):
        return any(_placeholders_in(v) for v in value)
    return False


def _substituted(value: object, ids: dict[str, str]) -> object:
    if isinstance(value, str):
        return ids.get(value, value)
    if isinstance(value, dict):
        return {k: _substituted(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [_substituted(v, ids) for v in value]
    return value


# patchTemplate: a JSON Merge Patch that keeps the kind's rules (templates/kinds.ts) when applied to
# fixtures.FRESH_BODIES[kind]: the defining key stays, a VIEW_RECIPE keeps its meta-shape, DATA_KIND
# defaults stay a string map. The name stays `schemathesis-fuzz-…` (the cleanup finds the newest
# revision by it). A parent, when set, is the run's template of the same kind. Without `kind`, the
# patch's body carries a key only its kind allows, which names the kind of the fresh template.
PATCH_KIND_KEYS = {
    "PROCESS_RECIPE": ("process", "steps", "stages"),
    "VIEW_RECIPE": ("renderer", "view", "shape", "hasChannelBinding"),
    "DATA_KIND": ("defaults", "targetClass"),
}


def patch_kind(patch: object) -> str | None:
    """The kind of template a drawn patch applies to."""
    if not isinstance(patch, dict):
        return None
    if patch.get("kind") in PATCH_KIND_KEYS:
        return patch["kind"]
    body = patch.get("body")
    own = set(body) if isinstance(body, dict) else set()
    return next((kind for kind, keys in PATCH_KIND_KEYS.items() if own & set(keys)), None)


def _shape_turtle(v: dict) -> str:
    return v["shapeTurtle"]


_EDITOR_STATE = st.one_of(st.none(), _JSON_VALUE)
_COMMON_PATCH = {
    "description": st.one_of(st.none(), st.text(max_size=48)),
    "editorState": _EDITOR_STATE,
    # Every kind may carry a shapeGraph: SHACL Turtle that parses.
    "shapeGraph": _validation().map(_shape_turtle),
}


def _one_of_keys(keys: tuple[str, ...], value: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(*(st.fixed_dictionaries({k: value}) for k in keys))


def _merged(parts: tuple[dict, dict]) -> dict:
    return {**parts[0], **parts[1]}


_DEFAULTS_PATCH = st.dictionaries(_LOCAL, st.one_of(st.none(), _TEXT), max_size=3)
_PATCH_BODIES = {
    "PROCESS_RECIPE": st.tuples(
        _one_of_keys(PATCH_KIND_KEYS["PROCESS_RECIPE"], _JSON_VALUE),
        st.fixed_dictionaries({}, optional={"title": st.one_of(st.none(), _WORD), **_COMMON_PATCH}),
    ).map(_merged),
    "VIEW_RECIPE": st.tuples(
        st.one_of(
            st.fixed_dictionaries({"renderer": st.sampled_from(_RENDERERS)}),
            st.fixed_dictionaries({"hasChannelBinding": st.lists(_binding(), min_size=1, max_size=3)}),
            _one_of_keys(("view", "shape"), _JSON_VALUE),
        ),
        # The meta-shape needs a title: it may change, not go.
        st.fixed_dictionaries({}, optional={"title": _WORD, **_COMMON_PATCH}),
    ).map(_merged),
    "DATA_KIND": st.tuples(
        st.one_of(
            st.fixed_dictionaries({"defaults": _DEFAULTS_PATCH}),
            st.fixed_dictionaries({"targetClass": _IRI}),
        ),
        st.fixed_dictionaries({}, optional={"title": st.one_of(st.none(), _WORD), **_COMMON_PATCH}),
    ).map(_merged),
}
_PARENTS = {
    "PROCESS_RECIPE": st.none(),
    "VIEW_RECIPE": st.sampled_from([None, PLACEHOLDER_VIEW]),
    "DATA_KIND": st.sampled_from([None, PLACEHOLDER_FORM]),
}


def _patch(kind: str) -> st.SearchStrategy:
    optional = {"name": st.just(None).map(_template_name), "parentTemplateAppId": _PARENTS[kind]}
    with_body = st.fixed_dictionaries({"body": _PATCH_BODIES[kind]}, optional={"kind": st.just(kind), **optional})
    # Without a body the patch names its kind.
    without_body = st.fixed_dictionaries({"kind": st.just(kind)}, optional=optional)
    return st.one_of(with_body, without_body)


PATCHES = st.sampled_from(sorted(_PATCH_BODIES)).flatmap(_patch)


@schemathesis.hook.apply_to(operation_id="patchTemplate")
def flatmap_body(ctx, body):  # noqa: F811
    return PATCHES if _positive(ctx, body) else st.just(body)


# instantiateTemplate: values the form of fixtures.FORM_MODEL takes, by attribute key (a
# multi-valued field's as one value or an array). The template's defaults give the required title.
def _one_or_many(value: st.SearchStrategy, most: int) -> st.SearchStrategy:
    return st.one_of(value, st.lists(value, max_size=most))


def _not_a_list(text: str) -> str:
    # A multi-valued field's one value that reads as a JSON array would be several values.
    return text if not text.startswith("[") else f" {text}"


_TAG = _TEXT.map(_not_a_list)
FORM_VALUES = {
    "title": st.from_regex(r"[A-Za-z][A-Za-z0-9 _-]{0,31}", fullmatch=True),
    "count": st.integers().map(str),
    "ratio": st.tuples(st.integers(), st.integers(min_value=0, max_value=999)).map(_decimal),
    "flag": _LEXICAL["xsd:boolean"],
    "day": _LEXICAL["xsd:date"],
    "color": st.sampled_from(["red", "green", "blue"]),
    "tag": _one_or_many(_TAG, 4),
    "note": _one_or_many(_TAG, 6),
    "homepage": _IRI,
    "site.city": _TEXT,
    "site.code": st.integers().map(str),
}
ATTRIBUTES = st.fixed_dictionaries({}, optional=FORM_VALUES)


def _instantiation(body: dict, attributes: dict | None) -> dict:
    out = {**body, "collectionAppId": PLACEHOLDER_COLLECTION}
    out.pop("attributes", None)
    if attributes is not None:
        out["attributes"] = attributes
    return out


@schemathesis.hook.apply_to(operation_id="instantiateTemplate")
def flatmap_body(ctx, body):  # noqa: F811
    if not _positive(ctx, body):
        return st.just(body)
    return st.one_of(st.none(), ATTRIBUTES).map(partial(_instantiation, body))


# putCollectionTemplateSettings: an allow-list of DATA_KIND templates (or null: all) and VIEW_RECIPE
# templates, each the run's own (repeated ids are one).
SETTINGS = st.fixed_dictionaries(
    {
        "templateAllowList": st.one_of(st.none(), st.lists(st.just(PLACEHOLDER_FORM), max_size=3)),
        "viewRecipeAppIds": st.lists(st.just(PLACEHOLDER_VIEW), max_size=3),
    }
)


@schemathesis.hook.apply_to(operation_id="putCollectionTemplateSettings")
def flatmap_body(ctx, body):  # noqa: F811
    return SETTINGS if _positive(ctx, body) else st.just(body)


def _fresh_for_patch(case) -> None:
    kind = patch_kind(case.body)
    if kind is not None:
        case.path_parameters = {**case.path_parameters, "appId": fixtures.GATEWAY.fresh_template(kind)}


def _form_in_path(case) -> None:
    case.path_parameters = {**case.path_parameters, "appId": fixtures.GATEWAY.form_template()}


def _collection_in_path(case) -> None:
    case.path_parameters = {**case.path_parameters, "appId": fixtures.GATEWAY.collection()["appId"]}


_NAME_CHARS = 1024
_IMPORT_PREFIX = f"{fixtures.TEMPLATE_NAME_PREFIX}import-"


def _import_source(case) -> None:
    """The gateway under test as the source of its own import, the caller's Collection as the one read."""
    if not isinstance(case.body, dict):
        return
    gw = fixtures.GATEWAY
    body = {**case.body, "apiKey": gw.key, "sourceCollectionId": gw.collection()["id"]}
    # A bare origin and the legacy API root name the same source.
    generated = str(case.body.get("sourceBaseUrl", ""))
    body["sourceBaseUrl"] = gw.base if len(generated) % 2 == 0 else f"{gw.base}/svc/api"
    name = body.get("targetName")
    if isinstance(name, str) and not name.startswith(_IMPORT_PREFIX):
        # The copy's name, as generated, behind a prefix (a case sent again keeps its one prefix).
        body["targetName"] = (_IMPORT_PREFIX + name)[:_NAME_CHARS]
    case.body = body


_POSITIVE_FILL = {
    "patchTemplate": _fresh_for_patch,
    "getTemplateForm": _form_in_path,
    "instantiateTemplate": _form_in_path,
    "putCollectionTemplateSettings": _collection_in_path,
    "startImport": _import_source,
}


@schemathesis.hook
def before_call(ctx, case, kwargs):
    fill = _POSITIVE_FILL.get(case.operation.definition.raw.get("operationId", ""))
    if fill is None:
        return
    positive = case.meta is not None and case.meta.generation.mode.is_positive
    if _placeholders_in(case.body):
        case.body = _substituted(case.body, _ids())
    if positive:
        fill(case)
