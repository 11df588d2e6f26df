"""The example notebook runs top to bottom against the local cloud (nbclient, a fresh kernel)."""

import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).parents[2] / "examples" / "quickstart.ipynb"


def test_the_example_notebook_runs(key, tmp_path, monkeypatch):
    monkeypatch.setenv("SVC_URL", os.environ["SVC_TEST_GATEWAY"])
    monkeypatch.setenv("SVC_API_KEY", key)
    monkeypatch.setenv("HOME", str(tmp_path))  # no config file of the machine leaks in
    nb = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    # The DataObject showed as the HTML table of _repr_html_.
    assert any("text/html" in o.get("data", {}) and "appId" in o["data"]["text/html"] for o in outputs)
    assert any("'field': 'name'" in o.get("text", "") for o in outputs)
