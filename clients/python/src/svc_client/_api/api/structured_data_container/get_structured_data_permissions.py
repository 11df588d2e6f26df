from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_structured_data_permissions_response_200 import (
    GetStructuredDataPermissionsResponse200,
)
from ...models.get_structured_data_permissions_response_400 import (
    GetStructuredDataPermissionsResponse400,
)
from ...models.get_structured_data_permissions_response_401 import (
    GetStructuredDataPermissionsResponse401,
)
from ...models.get_structured_data_permissions_response_403 import (
    GetStructuredDataPermissionsResponse403,
)
from ...models.get_structured_data_permissions_response_404 import (
    GetStructuredDataPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/permissions".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetStructuredDataPermissionsResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = GetStructuredDataPermissionsResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetStructuredDataPermissionsResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetStructuredDataPermissionsResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetStructuredDataPermissionsResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
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
    *,
    client: AuthenticatedClient,
) -> Response[
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
    | Problem
]:
    """Get Structured Data Permissions

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataPermissionsResponse200 | GetStructuredDataPermissionsResponse400 | GetStructuredDataPermissionsResponse401 | GetStructuredDataPermissionsResponse403 | GetStructuredDataPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
    | Problem
    | None
):
    """Get Structured Data Permissions

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataPermissionsResponse200 | GetStructuredDataPermissionsResponse400 | GetStructuredDataPermissionsResponse401 | GetStructuredDataPermissionsResponse403 | GetStructuredDataPermissionsResponse404 | Problem
    """

    return sync_detailed(
        structured_data_container_id=structured_data_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
    | Problem
]:
    """Get Structured Data Permissions

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataPermissionsResponse200 | GetStructuredDataPermissionsResponse400 | GetStructuredDataPermissionsResponse401 | GetStructuredDataPermissionsResponse403 | GetStructuredDataPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetStructuredDataPermissionsResponse200
    | GetStructuredDataPermissionsResponse400
    | GetStructuredDataPermissionsResponse401
    | GetStructuredDataPermissionsResponse403
    | GetStructuredDataPermissionsResponse404
    | Problem
    | None
):
    """Get Structured Data Permissions

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataPermissionsResponse200 | GetStructuredDataPermissionsResponse400 | GetStructuredDataPermissionsResponse401 | GetStructuredDataPermissionsResponse403 | GetStructuredDataPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
        )
    ).parsed
