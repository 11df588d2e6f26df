"""Draws what hooks.py generates, outside schemathesis, as one JSON document per line, so a test
can hand each to the server's own checks (test/integration/api-fuzz.test.ts).

    python draw.py <n>   → n of each, one per line:
      {"search": <Kind>, "query": "<the condition's JSON text>"}   for every kind of search-targets.json
      {"shape": <a shape-editor model, buildShape's body>}
      {"validate": {"shapeTurtle": ..., "dataTurtle": ...}}       (validateShape's body)
      {"patch": <patchTemplate's body>, "kind": <the kind it names>, "fresh": <the body it patches>}
      {"attributes": <instantiateTemplate's attributes, or null>}
    and first, once, {"fixtures": {"form": {"model": <its shape-editor model>, "body": <its body but
    the shapeGraph>}, "view": <a VIEW_RECIPE body>}}: fixtures.py's DATA_KIND template, whose form the
    attributes fill and which a DATA_KIND patch may name as parent, and its VIEW_RECIPE (a
    VIEW_RECIPE patch's parent).

Reproducible: a fixed seed, no example database.
"""

import json
import sys

from hypothesis import HealthCheck, given, seed, settings

import fixtures
import hooks


def draw(strategy, n: int) -> list:
    out: list = []

    @seed(20261127)
    @settings(max_examples=n, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(value):
        out.append(value)

    collect()
    return out


def main(argv: list[str]) -> None:
    n = int(argv[0])
    form = {"model": fixtures.FORM_MODEL, "body": fixtures.FORM_BODY}
    print(json.dumps({"fixtures": {"form": form, "view": fixtures.FRESH_BODIES["VIEW_RECIPE"]}}))
    for kind, conditions in hooks.CONDITIONS.items():
        for q in draw(conditions, n):
            print(json.dumps({"search": kind, "query": json.dumps(q, ensure_ascii=False)}))
    for m in draw(hooks._model(), n):
        print(json.dumps({"shape": m}))
    for v in draw(hooks._validation(), n):
        print(json.dumps({"validate": v}))
    for p in draw(hooks.PATCHES, n):
        kind = hooks.patch_kind(p)
        print(json.dumps({"patch": p, "kind": kind, "fresh": fixtures.FRESH_BODIES.get(kind)}))
    for a in draw(hooks.st.one_of(hooks.st.none(), hooks.ATTRIBUTES), n):
        print(json.dumps({"attributes": a}))


if __name__ == "__main__":
    main(sys.argv[1:])
