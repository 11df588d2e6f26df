from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_structured_data_roles_response_200 import (
    GetStructuredDataRolesResponse200,
)
from ...models.get_structured_data_roles_response_400 import (
    GetStructuredDataRolesResponse400,
)
from ...models.get_structured_data_roles_response_401 import (
    GetStructuredDataRolesResponse401,
)
from ...models.get_structured_data_roles_response_403 import (
    GetStructuredDataRolesResponse403,
)
from ...models.get_structured_data_roles_response_404 import (
    GetStructuredDataRolesResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/roles".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetStructuredDataRolesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetStructuredDataRolesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetStructuredDataRolesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetStructuredDataRolesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetStructuredDataRolesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
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
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
    | Problem
]:
    """Get Structured Data Roles (the caller's)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataRolesResponse200 | GetStructuredDataRolesResponse400 | GetStructuredDataRolesResponse401 | GetStructuredDataRolesResponse403 | GetStructuredDataRolesResponse404 | Problem]
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
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
    | Problem
    | None
):
    """Get Structured Data Roles (the caller's)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataRolesResponse200 | GetStructuredDataRolesResponse400 | GetStructuredDataRolesResponse401 | GetStructuredDataRolesResponse403 | GetStructuredDataRolesResponse404 | Problem
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
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
    | Problem
]:
    """Get Structured Data Roles (the caller's)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetStructuredDataRolesResponse200 | GetStructuredDataRolesResponse400 | GetStructuredDataRolesResponse401 | GetStructuredDataRolesResponse403 | GetStructuredDataRolesResponse404 | Problem]
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
    GetStructuredDataRolesResponse200
    | GetStructuredDataRolesResponse400
    | GetStructuredDataRolesResponse401
    | GetStructuredDataRolesResponse403
    | GetStructuredDataRolesResponse404
    | Problem
    | None
):
    """Get Structured Data Roles (the caller's)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetStructuredDataRolesResponse200 | GetStructuredDataRolesResponse400 | GetStructuredDataRolesResponse401 | GetStructuredDataRolesResponse403 | GetStructuredDataRolesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
        )
    ).parsed
