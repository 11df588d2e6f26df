"""The /v2 helpers: snapshots and their diff, provenance, term search, SPARQL."""

import time

import pytest


def test_snapshots_and_diff(svc, name):
    c = svc.create_collection(name)
    first = svc.create_snapshot(c)
    assert first["status"] == "COMPLETE"
    d = svc.create_data_object(c, "added later")
    second = svc.create_snapshot(c)
    diff = svc.diff_snapshots(first, second)
    assert [x["entityAppId"] for x in diff["added"]] == [d.app_id]
    assert diff["removed"] == [] and diff["unchangedCount"] == 1
    assert {s["appId"] for s in svc.snapshots(c, page_size=1)} == {first["appId"], second["appId"]}
    svc.delete_collection(c)


def test_provenance_records_of_an_entity(svc, name):
    c = svc.create_collection(name)
    for _ in range(50):  # capture is asynchronous to the answer; it lands within a moment
        rows = svc.provenance(c)
        if rows:
            break
        time.sleep(0.1)
    assert rows and rows[0]["targetAppId"] == c.app_id and rows[0]["actionKind"] == "CREATE"
    svc.delete_collection(c)


def test_term_search_and_sparql_as_a_dataframe(svc):
    terms = svc.search_terms("temperature", limit=5)
    assert terms and all({"uri", "label"} <= set(t) for t in terms)
    repo = svc.internal_repository()
    df = svc.sparql(repo["appId"], "SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT 3")
    assert list(df.columns) == ["s", "p", "o"] and len(df) == 3
    long = "SELECT ?s WHERE { ?s ?p ?o } LIMIT 2 " + "#" * 2100
    assert len(svc.sparql(repo["appId"], long)) == 2


def test_instantiating_an_unknown_template_names_it(svc, name):
    import svc_client

    c = svc.create_collection(name)
    with pytest.raises(svc_client.NotFound) as e:
        svc.instantiate("01a21ac6-0000-7000-8000-000000000000", c, {"k": "v"})
    assert e.value.detail
    svc.delete_collection(c)


def test_provenance_as_an_rdflib_graph_with_metadata4ing(svc, name):
    from rdflib import RDF, Namespace, URIRef

    prov = Namespace("http://www.w3.org/ns/prov#")
    m4i = Namespace("http://w3id.org/nfdi4ing/metadata4ing#")
    c = svc.create_collection(name)
    for _ in range(50):
        g = svc.provenance_graph(c)
        if len(g):
            break
        time.sleep(0.1)
    activities = set(g.subjects(RDF.type, prov.Activity))
    assert activities and activities <= set(g.subjects(RDF.type, m4i.ProcessingStep))
    assert any(isinstance(o, URIRef) for a in activities for o in g.objects(a, prov.wasAssociatedWith))
    plain = svc.provenance_graph(c, profile=None)
    assert not set(plain.subjects(RDF.type, m4i.ProcessingStep)) and set(
        plain.subjects(RDF.type, prov.Activity)
    )
    svc.delete_collection(c)


EX = "http://example.org/lab#"


def test_template_form_and_instantiation_with_field_violations(svc, admin, name):
    import svc_client

    shape = svc.build_shape(
        {
            "targetClass": f"{EX}Run",
            "closed": True,
            "name": "Run",
            "properties": [
                {
                    "path": f"{EX}specimenId",
                    "datatype": "xsd:string",
                    "minCount": 1,
                    "maxCount": 1,
                    "pattern": "^S-[0-9]+$",
                },
                {"path": f"{EX}maxForce", "datatype": "xsd:decimal", "minCount": 1, "maxCount": 1},
            ],
        }
    )
    template = admin.post_json(
        "/v2/templates", {"kind": "DATA_KIND", "name": name, "body": {"shapeGraph": shape["shapeGraph"]}}
    )
    form = svc.template_form(template["appId"])
    assert [(f["attributeKey"], f["required"]) for g in form["groups"] for f in g["fields"]] == [
        ("specimenId", True),
        ("maxForce", True),
    ]
    c = svc.create_collection(name)
    made = svc.instantiate(template["appId"], c, {"specimenId": "S-1", "maxForce": "12.5"}, name="specimen 1")
    assert made.attributes == {"specimenId": "S-1", "maxForce": "12.5"} and made.collection_id == c.id
    with pytest.raises(svc_client.ValidationError) as e:
        svc.instantiate(template["appId"], c, {"specimenId": "X", "maxForce": "strong"})
    assert {v["attributeKey"] for v in e.value.violations} == {"specimenId", "maxForce"}
    assert "specimenId: Value does not match pattern" in str(e.value)
    assert [d.id for d in svc.data_objects(c)] == [made.id]  # nothing created by the refused call
    svc.delete_collection(c)
