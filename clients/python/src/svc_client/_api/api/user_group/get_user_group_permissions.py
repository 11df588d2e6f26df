from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_user_group_permissions_response_200 import (
    GetUserGroupPermissionsResponse200,
)
from ...models.get_user_group_permissions_response_400 import (
    GetUserGroupPermissionsResponse400,
)
from ...models.get_user_group_permissions_response_401 import (
    GetUserGroupPermissionsResponse401,
)
from ...models.get_user_group_permissions_response_403 import (
    GetUserGroupPermissionsResponse403,
)
from ...models.get_user_group_permissions_response_404 import (
    GetUserGroupPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_group_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/userGroups/{user_group_id}/permissions".format(
            user_group_id=quote(str(user_group_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetUserGroupPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetUserGroupPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetUserGroupPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetUserGroupPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetUserGroupPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
]:
    """Get User Group Permissions (needs manage)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUserGroupPermissionsResponse200 | GetUserGroupPermissionsResponse400 | GetUserGroupPermissionsResponse401 | GetUserGroupPermissionsResponse403 | GetUserGroupPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        user_group_id=user_group_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
    | None
):
    """Get User Group Permissions (needs manage)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUserGroupPermissionsResponse200 | GetUserGroupPermissionsResponse400 | GetUserGroupPermissionsResponse401 | GetUserGroupPermissionsResponse403 | GetUserGroupPermissionsResponse404 | Problem
    """

    return sync_detailed(
        user_group_id=user_group_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
]:
    """Get User Group Permissions (needs manage)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUserGroupPermissionsResponse200 | GetUserGroupPermissionsResponse400 | GetUserGroupPermissionsResponse401 | GetUserGroupPermissionsResponse403 | GetUserGroupPermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        user_group_id=user_group_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetUserGroupPermissionsResponse200
    | GetUserGroupPermissionsResponse400
    | GetUserGroupPermissionsResponse401
    | GetUserGroupPermissionsResponse403
    | GetUserGroupPermissionsResponse404
    | Problem
    | None
):
    """Get User Group Permissions (needs manage)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUserGroupPermissionsResponse200 | GetUserGroupPermissionsResponse400 | GetUserGroupPermissionsResponse401 | GetUserGroupPermissionsResponse403 | GetUserGroupPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            user_group_id=user_group_id,
            client=client,
        )
    ).parsed
