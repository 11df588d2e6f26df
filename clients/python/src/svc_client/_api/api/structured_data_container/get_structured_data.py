from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_structured_data_response_200 import GetStructuredDataResponse200
from ...models.get_structured_data_response_400 import GetStructuredDataResponse400
from ...models.get_structured_data_response_401 import GetStructuredDataResponse401
from ...models.get_structured_data_response_403 import GetStructuredDataResponse403
from ...models.get_structured_data_response_404 import GetStructuredDataResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/payload/{oid}".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetStructuredDataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetStructuredDataResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetStructuredDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetStructuredDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetStructuredDataResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    structured_data_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
]:
    """Get Structured Data: the record and the document. The document is answered exactly as stored (every
    character, number, key order and space).

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataResponse200 | GetStructuredDataResponse400 | GetStructuredDataResponse401 | GetStructuredDataResponse403 | GetStructuredDataResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        oid=oid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    structured_data_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
    | None
):
    """Get Structured Data: the record and the document. The document is answered exactly as stored (every
    character, number, key order and space).

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataResponse200 | GetStructuredDataResponse400 | GetStructuredDataResponse401 | GetStructuredDataResponse403 | GetStructuredDataResponse404 | Problem
    """

    return sync_detailed(
        structured_data_container_id=structured_data_container_id,
        oid=oid,
        client=client,
    ).parsed


async def asyncio_detailed(
    structured_data_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
]:
    """Get Structured Data: the record and the document. The document is answered exactly as stored (every
    character, number, key order and space).

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataResponse200 | GetStructuredDataResponse400 | GetStructuredDataResponse401 | GetStructuredDataResponse403 | GetStructuredDataResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        oid=oid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    structured_data_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetStructuredDataResponse200
    | GetStructuredDataResponse400
    | GetStructuredDataResponse401
    | GetStructuredDataResponse403
    | GetStructuredDataResponse404
    | Problem
    | None
):
    """Get Structured Data: the record and the document. The document is answered exactly as stored (every
    character, number, key order and space).

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataResponse200 | GetStructuredDataResponse400 | GetStructuredDataResponse401 | GetStructuredDataResponse403 | GetStructuredDataResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            oid=oid,
            client=client,
        )
    ).parsed
