from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_user_group_response_200 import GetUserGroupResponse200
from ...models.get_user_group_response_400 import GetUserGroupResponse400
from ...models.get_user_group_response_401 import GetUserGroupResponse401
from ...models.get_user_group_response_403 import GetUserGroupResponse403
from ...models.get_user_group_response_404 import GetUserGroupResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_group_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/userGroups/{user_group_id}".format(
            user_group_id=quote(str(user_group_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetUserGroupResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetUserGroupResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetUserGroupResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetUserGroupResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetUserGroupResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
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
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
    | Problem
]:
    """Get User Group (needs read)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUserGroupResponse200 | GetUserGroupResponse400 | GetUserGroupResponse401 | GetUserGroupResponse403 | GetUserGroupResponse404 | Problem]
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
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
    | Problem
    | None
):
    """Get User Group (needs read)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUserGroupResponse200 | GetUserGroupResponse400 | GetUserGroupResponse401 | GetUserGroupResponse403 | GetUserGroupResponse404 | Problem
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
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
    | Problem
]:
    """Get User Group (needs read)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUserGroupResponse200 | GetUserGroupResponse400 | GetUserGroupResponse401 | GetUserGroupResponse403 | GetUserGroupResponse404 | Problem]
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
    GetUserGroupResponse200
    | GetUserGroupResponse400
    | GetUserGroupResponse401
    | GetUserGroupResponse403
    | GetUserGroupResponse404
    | Problem
    | None
):
    """Get User Group (needs read)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUserGroupResponse200 | GetUserGroupResponse400 | GetUserGroupResponse401 | GetUserGroupResponse403 | GetUserGroupResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            user_group_id=user_group_id,
            client=client,
        )
    ).parsed
