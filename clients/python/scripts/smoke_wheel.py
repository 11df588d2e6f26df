"""The smoke test of the built wheel, run in a fresh venv holding only the wheel and its pinned
dependencies (scripts/python-client-wheel.ts): the package imports from that venv, not from the
working tree, with its generated layer, its type marker and its version, and connects."""

import importlib.metadata
import importlib.resources
import json
import sys

import svc_client
from svc_client._api.api.collection import get_collection  # the generated layer is in the wheel

expected_version = sys.argv[1]
assert sys.prefix in svc_client.__file__, f"imported from {svc_client.__file__}, not from the venv"
assert importlib.metadata.version("svc-client") == expected_version == svc_client.__version__
assert importlib.resources.files("svc_client").joinpath("py.typed").is_file()
assert callable(get_collection.sync_detailed)
with svc_client.connect("http://127.0.0.1:9", api_key="k", env={}, progress=False) as svc:
    assert svc.url == "http://127.0.0.1:9"
print(json.dumps({"ok": True, "version": svc_client.__version__, "module": svc_client.__file__}))
