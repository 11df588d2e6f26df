"""One HDF5 operation through HSDS with h5pyd, as a user's own client would do it.

Usage: python h5pyd_client.py '<json>' with HS_ENDPOINT, HS_USERNAME and HS_PASSWORD in the
environment. Prints one JSON line: {"ok": true, ...} or {"ok": false, "error": ..., "status": ...}.
Operations: create (a new file with a float64 dataset, or one of op["dtype"]), read, overwrite
(write into an existing dataset), list (the domains of a folder).
"""
import json
import sys

import h5pyd
import numpy as np


def status_of(err):
    for attr in ("status_code", "errno"):
        v = getattr(err, attr, None)
        if isinstance(v, int):
            return v
    text = str(err)
    for code in (401, 403, 404, 409, 410, 500, 503):
        if str(code) in text:
            return code
    return None


def values(op):
    """The data of a create: float64, or op["dtype"] (e.g. int64), whose integers beyond 2**53 the
    caller writes as decimal strings (a JSON number from JavaScript would have lost digits)."""
    if "dtype" not in op:
        return np.array(op["data"], dtype="float64")
    return np.array(op["data"], dtype=object).astype(op["dtype"])


def main():
    op = json.loads(sys.argv[1])
    try:
        if op["op"] == "create":
            with h5pyd.File(op["domain"], "w") as f:
                f.create_dataset(op["dataset"], data=values(op))
            print(json.dumps({"ok": True}))
        elif op["op"] == "read":
            with h5pyd.File(op["domain"], "r") as f:
                print(json.dumps({"ok": True, "data": f[op["dataset"]][...].tolist()}))
        elif op["op"] == "overwrite":
            with h5pyd.File(op["domain"], "r+") as f:
                f[op["dataset"]][...] = np.array(op["data"], dtype="float64")
            print(json.dumps({"ok": True}))
        elif op["op"] == "list":
            folder = h5pyd.Folder(op["folder"])
            print(json.dumps({"ok": True, "names": sorted(list(folder))}))
        else:
            raise ValueError("unknown op " + op["op"])
    except Exception as err:  # the test reads what went wrong
        print(json.dumps({"ok": False, "error": type(err).__name__, "message": str(err)[:300], "status": status_of(err)}))


main()
