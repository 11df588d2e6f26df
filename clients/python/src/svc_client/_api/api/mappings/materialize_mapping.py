from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.materialize_mapping_body import MaterializeMappingBody
from ...models.materialize_mapping_response_200 import MaterializeMappingResponse200
from ...models.materialize_mapping_response_201 import MaterializeMappingResponse201
from ...models.materialize_mapping_response_400 import MaterializeMappingResponse400
from ...models.materialize_mapping_response_401 import MaterializeMappingResponse401
from ...models.materialize_mapping_response_403 import MaterializeMappingResponse403
from ...models.materialize_mapping_response_404 import MaterializeMappingResponse404
from ...models.materialize_mapping_response_409 import MaterializeMappingResponse409
from ...models.materialize_mapping_response_422 import MaterializeMappingResponse422
from ...models.materialize_mapping_response_503 import MaterializeMappingResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    template_app_id: str,
    *,
    body: MaterializeMappingBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/mappings/{template_app_id}/materialize".format(
            template_app_id=quote(str(template_app_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
):
    if response.status_code == 200:
        response_200 = MaterializeMappingResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = MaterializeMappingResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = MaterializeMappingResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MaterializeMappingResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MaterializeMappingResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MaterializeMappingResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = MaterializeMappingResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = MaterializeMappingResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = MaterializeMappingResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    template_app_id: str,
    *,
    client: AuthenticatedClient,
    body: MaterializeMappingBody,
) -> Response[
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
]:
    """Runs a MAPPING_RECIPE template over a DataObject (Read on its Collection): binds the inputs its
    body.source declares (attributes, aggregates of timeseries references over a window, structured-data
    documents), evaluates its JSONata body.transform in a sandbox (no I/O; bounded time, memory, input
    and output), and answers the result (mode ephemeral, 200) or stores it as a structured-data document
    referenced from the DataObject (mode reference, 201 with Location; Write on the Collection and the
    container). The derivation is recorded in provenance.

    Args:
        template_app_id (str):
        body (MaterializeMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MaterializeMappingResponse200 | MaterializeMappingResponse201 | MaterializeMappingResponse400 | MaterializeMappingResponse401 | MaterializeMappingResponse403 | MaterializeMappingResponse404 | MaterializeMappingResponse409 | MaterializeMappingResponse422 | MaterializeMappingResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        template_app_id=template_app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    template_app_id: str,
    *,
    client: AuthenticatedClient,
    body: MaterializeMappingBody,
) -> (
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
    | None
):
    """Runs a MAPPING_RECIPE template over a DataObject (Read on its Collection): binds the inputs its
    body.source declares (attributes, aggregates of timeseries references over a window, structured-data
    documents), evaluates its JSONata body.transform in a sandbox (no I/O; bounded time, memory, input
    and output), and answers the result (mode ephemeral, 200) or stores it as a structured-data document
    referenced from the DataObject (mode reference, 201 with Location; Write on the Collection and the
    container). The derivation is recorded in provenance.

    Args:
        template_app_id (str):
        body (MaterializeMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MaterializeMappingResponse200 | MaterializeMappingResponse201 | MaterializeMappingResponse400 | MaterializeMappingResponse401 | MaterializeMappingResponse403 | MaterializeMappingResponse404 | MaterializeMappingResponse409 | MaterializeMappingResponse422 | MaterializeMappingResponse503 | Problem
    """

    return sync_detailed(
        template_app_id=template_app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    template_app_id: str,
    *,
    client: AuthenticatedClient,
    body: MaterializeMappingBody,
) -> Response[
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
]:
    """Runs a MAPPING_RECIPE template over a DataObject (Read on its Collection): binds the inputs its
    body.source declares (attributes, aggregates of timeseries references over a window, structured-data
    documents), evaluates its JSONata body.transform in a sandbox (no I/O; bounded time, memory, input
    and output), and answers the result (mode ephemeral, 200) or stores it as a structured-data document
    referenced from the DataObject (mode reference, 201 with Location; Write on the Collection and the
    container). The derivation is recorded in provenance.

    Args:
        template_app_id (str):
        body (MaterializeMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MaterializeMappingResponse200 | MaterializeMappingResponse201 | MaterializeMappingResponse400 | MaterializeMappingResponse401 | MaterializeMappingResponse403 | MaterializeMappingResponse404 | MaterializeMappingResponse409 | MaterializeMappingResponse422 | MaterializeMappingResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        template_app_id=template_app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    template_app_id: str,
    *,
    client: AuthenticatedClient,
    body: MaterializeMappingBody,
) -> (
    MaterializeMappingResponse200
    | MaterializeMappingResponse201
    | MaterializeMappingResponse400
    | MaterializeMappingResponse401
    | MaterializeMappingResponse403
    | MaterializeMappingResponse404
    | MaterializeMappingResponse409
    | MaterializeMappingResponse422
    | MaterializeMappingResponse503
    | Problem
    | None
):
    """Runs a MAPPING_RECIPE template over a DataObject (Read on its Collection): binds the inputs its
    body.source declares (attributes, aggregates of timeseries references over a window, structured-data
    documents), evaluates its JSONata body.transform in a sandbox (no I/O; bounded time, memory, input
    and output), and answers the result (mode ephemeral, 200) or stores it as a structured-data document
    referenced from the DataObject (mode reference, 201 with Location; Write on the Collection and the
    container). The derivation is recorded in provenance.

    Args:
        template_app_id (str):
        body (MaterializeMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MaterializeMappingResponse200 | MaterializeMappingResponse201 | MaterializeMappingResponse400 | MaterializeMappingResponse401 | MaterializeMappingResponse403 | MaterializeMappingResponse404 | MaterializeMappingResponse409 | MaterializeMappingResponse422 | MaterializeMappingResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            template_app_id=template_app_id,
            client=client,
            body=body,
        )
    ).parsed
