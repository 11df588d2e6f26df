"""Collections, DataObjects, references and containers against the local cloud."""

import pytest

import svc_client


def test_collections_data_objects_and_references(svc, name):
    c = svc.create_collection(name, description="from Python", attributes={"k": "v"})
    assert isinstance(c.id, int) and c.app_id and c.attributes == {"k": "v"}
    objs = [svc.create_data_object(c, f"do-{i}") for i in range(5)]
    child = svc.create_data_object(c, "child", parent_id=objs[0].id, predecessor_ids=[objs[1].id])
    # Lazy pages of 2 walk every page.
    listed = svc.data_objects(c, page_size=2)
    assert sorted(d.id for d in listed) == sorted([o.id for o in objs] + [child.id])
    with pytest.raises(svc_client.LimitExceeded):
        listed.to_list(max=3)
    assert svc.data_object(c, child.id).parent_id == objs[0].id
    assert [d.id for d in svc.collections(name=name).to_list(max=5)] == [c.id]

    uri = svc.create_uri_reference(
        c, objs[0], "homepage", "https://example.org/x", relationship="describedBy"
    )
    link = svc.create_data_object_reference(c, objs[0], "next", objs[2])
    back = svc.create_collection_reference(c, objs[0], "self", c)
    refs = {r.id: r for r in svc.references(c, objs[0])}
    assert set(refs) == {uri.id, link.id, back.id}
    assert refs[uri.id].type == "URIReference" and uri.raw["uri"] == "https://example.org/x"
    svc.delete_reference(c, objs[0], uri)
    assert {r.id for r in svc.references(c, objs[0])} == {link.id, back.id}

    updated = svc.update_collection(c, name=name, description="changed")
    assert updated.description == "changed"
    assert "<table>" in c._repr_html_() and "<table>" in objs[0]._repr_html_()
    svc.delete_collection(c)
    with pytest.raises(svc_client.NotFound) as e:
        svc.collection(c.id)
    assert "does not exist" in str(e.value)


def test_errors_carry_the_servers_reason(svc):
    with pytest.raises(svc_client.ValidationError) as e:
        svc.create_collection(" ")
    assert e.value.violations and e.value.violations[0]["field"] == "name"
    with pytest.raises(svc_client.Forbidden) as f:
        svc.get_json("/v2/admin/features")
    assert f.value.code and f.value.detail
    with pytest.raises(svc_client.NotFound):
        svc.collection(2**63 - 1)


def test_containers(svc, name):
    # Spatial data is off by default (svc.spatial-data.enabled), so it is not exercised here.
    for kind in ("file", "timeseries", "structured"):
        c = svc.create_container(kind, name)
        assert c.app_id and c.kind
        assert svc.container(kind, c.id).id == c.id
        assert c.id in {x.id for x in svc.containers(kind, name=name)}
        svc.delete_container(c)
        with pytest.raises(svc_client.NotFound):
            svc.container(kind, c.id)


def test_the_generated_layer_on_the_same_connection(svc, name):
    from svc_client._api.api.collection import create_collection, get_collection
    from svc_client._api.models.create_collection_body import CreateCollectionBody

    made = create_collection.sync(client=svc.api, body=CreateCollectionBody(name=name))
    got = get_collection.sync(client=svc.api, collection_id=str(made.id))
    assert got.app_id == made.app_id and got.name == name
    svc.delete_collection(made.id)


def test_structured_documents_keep_exact_ints(svc, name):
    c = svc.create_container("structured", name)
    doc = {"run": 17, "ns": 2**63 - 1, "ratio": 1.0, "tags": ["a", "ü"]}
    rec = svc.put_document(c, doc, name="run 17")
    back = svc.get_document(c, rec["oid"])
    assert back == doc and type(back["ns"]) is int and type(back["ratio"]) is float
    svc.delete_container(c)
