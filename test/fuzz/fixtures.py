"""What the positive cases of the operations that name existing things need to exist, made through
the API of the gateway under test (hooks.py substitutes the ids; test/support/fuzz.ts sets the env):

- SVC_FUZZ_BASE: the gateway's origin, SVC_FUZZ_KEY: the run's caller's API key,
  SVC_FUZZ_ADMIN_KEY: an instance admin's key (templates are the admin's to create; the caller's
  key when absent).

Made lazily, once per run (one fuzzer process), and safe for its workers' threads:
- a DATA_KIND template with a known shape (FORM_MODEL, built by the gateway's own /v2/shapes/build)
  and defaults, named `schemathesis-fuzz-form-<hex>`;
- a VIEW_RECIPE template, named `schemathesis-fuzz-view-<hex>`;
- a Collection owned by the caller, named exactly COLLECTION_NAME (the cleanup lists it by name).
And per case: a fresh template of a kind (`schemathesis-fuzz-<hex>`), since only the newest,
unretired revision of a template may be patched. The test and the bench run retire every
`schemathesis-fuzz-` template and remove every COLLECTION_NAME Collection (and what an import
copied from one) when the run ends.
"""

import os
import threading
import uuid

import requests

TEMPLATE_NAME_PREFIX = "schemathesis-fuzz-"
COLLECTION_NAME = "schemathesis-fuzz-collection"
EX = "https://example.org/fuzz/"

# The form of the DATA_KIND template: one row per kind of value a form has (a required literal with
# a pattern, numbers, a boolean with a default, a date, a choice, multi-valued text, an IRI) and a
# nested shape. Its attribute keys are the local names of the paths (`site.city` inside the nested one).
FORM_MODEL = {
    "name": "schemathesis fuzz form",
    "targetClass": f"{EX}Sample",
    "properties": [
        {
            "path": f"{EX}p#title",
            "datatype": "xsd:string",
            "minCount": 1,
            "maxCount": 1,
            "pattern": "^[A-Za-z][A-Za-z0-9 _-]{0,31}$",
        },
        {"path": f"{EX}p#count", "datatype": "xsd:integer", "maxCount": 1},
        {"path": f"{EX}p#ratio", "datatype": "xsd:decimal", "maxCount": 1},
        {"path": f"{EX}p#flag", "datatype": "xsd:boolean", "maxCount": 1, "defaultValue": "false"},
        {"path": f"{EX}p#day", "datatype": "xsd:date", "maxCount": 1},
        {
            "path": f"{EX}p#color",
            "datatype": "xsd:string",
            "maxCount": 1,
            "in": [{"value": c, "kind": "LITERAL"} for c in ("red", "green", "blue")],
        },
        {"path": f"{EX}p#tag", "datatype": "xsd:string", "maxCount": 4},
        {"path": f"{EX}p#note", "datatype": "xsd:string"},
        {"path": f"{EX}p#homepage", "maxCount": 1},
        {
            "path": f"{EX}p#site",
            "maxCount": 1,
            "node": {
                "properties": [
                    {"path": f"{EX}p#city", "datatype": "xsd:string", "maxCount": 1},
                    {"path": f"{EX}p#code", "datatype": "xsd:integer", "maxCount": 1},
                ]
            },
        },
    ],
}
# The template's body but its shapeGraph (built from FORM_MODEL); its defaults give the required
# title when a case gives none.
FORM_BODY = {"defaults": {"title": "Fuzz sample"}, "title": "fuzz form"}

# A body each kind accepts as it is (templates/kinds.ts): what a fresh template starts from.
FRESH_BODIES = {
    "PROCESS_RECIPE": {"process": {"step": "fuzz"}},
    "VIEW_RECIPE": {
        "title": "fuzz",
        "renderer": "plotly",
        "hasChannelBinding": [{"role": "y", "channelSelector": "{}"}],
    },
    "DATA_KIND": {"defaults": {"note": "fuzz"}},
}


def _name(role: str) -> str:
    return f"{TEMPLATE_NAME_PREFIX}{role}{uuid.uuid4().hex[:16]}"


class Gateway:
    """The gateway under test, and what this run made on it."""

    def __init__(self) -> None:
        self.base = os.environ.get("SVC_FUZZ_BASE", "").rstrip("/")
        self.key = os.environ.get("SVC_FUZZ_KEY", "")
        self.admin_key = os.environ.get("SVC_FUZZ_ADMIN_KEY") or self.key
        self._made: dict[str, object] = {}
        self._lock = threading.Lock()

    def call(self, method: str, path: str, key: str, body: object = None) -> dict:
        if not self.base or not key:
            raise RuntimeError("hooks.py needs SVC_FUZZ_BASE and SVC_FUZZ_KEY (test/support/fuzz.ts sets them)")
        r = requests.request(method, f"{self.base}{path}", json=body, headers={"X-API-KEY": key}, timeout=30)
        if r.status_code >= 300:
            raise RuntimeError(f"fuzz fixture: {method} {path} answered {r.status_code}: {r.text[:500]}")
        return r.json()

    def _once(self, what: str, make) -> object:
        with self._lock:
            if what not in self._made:
                self._made[what] = make()
            return self._made[what]

    def create_template(self, kind: str, body: dict, role: str = "") -> str:
        template = {"kind": kind, "name": _name(role), "body": body}
        return self.call("POST", "/v2/templates", self.admin_key, template)["appId"]

    def form_template(self) -> str:
        def make() -> str:
            shape = self.call("POST", "/v2/shapes/build", self.admin_key, FORM_MODEL)
            body = {**FORM_BODY, "shapeGraph": shape["shapeGraph"]}
            return self.create_template("DATA_KIND", body, "form-")

        return self._once("form", make)

    def view_template(self) -> str:
        def make() -> str:
            return self.create_template("VIEW_RECIPE", FRESH_BODIES["VIEW_RECIPE"], "view-")

        return self._once("view", make)

    def collection(self) -> dict:
        """The caller's Collection: its legacy `id` and its `appId`."""
        def make() -> dict:
            return self.call("POST", "/svc/api/collections", self.key, {"name": COLLECTION_NAME})

        return self._once("collection", make)

    def fresh_template(self, kind: str) -> str:
        return self.create_template(kind, FRESH_BODIES[kind])


GATEWAY = Gateway()
