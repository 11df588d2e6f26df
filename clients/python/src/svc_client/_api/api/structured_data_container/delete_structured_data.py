from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_structured_data_response_400 import (
    DeleteStructuredDataResponse400,
)
from ...models.delete_structured_data_response_401 import (
    DeleteStructuredDataResponse401,
)
from ...models.delete_structured_data_response_403 import (
    DeleteStructuredDataResponse403,
)
from ...models.delete_structured_data_response_404 import (
    DeleteStructuredDataResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
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
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteStructuredDataResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteStructuredDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteStructuredDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteStructuredDataResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
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
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
    | Problem
]:
    """Delete Structured Data (needs write); a document already gone is a 404

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataResponse400 | DeleteStructuredDataResponse401 | DeleteStructuredDataResponse403 | DeleteStructuredDataResponse404 | Problem]
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
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
    | Problem
    | None
):
    """Delete Structured Data (needs write); a document already gone is a 404

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataResponse400 | DeleteStructuredDataResponse401 | DeleteStructuredDataResponse403 | DeleteStructuredDataResponse404 | Problem
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
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
    | Problem
]:
    """Delete Structured Data (needs write); a document already gone is a 404

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataResponse400 | DeleteStructuredDataResponse401 | DeleteStructuredDataResponse403 | DeleteStructuredDataResponse404 | Problem]
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
    Any
    | DeleteStructuredDataResponse400
    | DeleteStructuredDataResponse401
    | DeleteStructuredDataResponse403
    | DeleteStructuredDataResponse404
    | Problem
    | None
):
    """Delete Structured Data (needs write); a document already gone is a 404

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataResponse400 | DeleteStructuredDataResponse401 | DeleteStructuredDataResponse403 | DeleteStructuredDataResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            oid=oid,
            client=client,
        )
    ).parsed
