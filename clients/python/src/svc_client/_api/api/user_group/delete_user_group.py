from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_user_group_response_400 import DeleteUserGroupResponse400
from ...models.delete_user_group_response_401 import DeleteUserGroupResponse401
from ...models.delete_user_group_response_403 import DeleteUserGroupResponse403
from ...models.delete_user_group_response_404 import DeleteUserGroupResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_group_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/userGroups/{user_group_id}".format(
            user_group_id=quote(str(user_group_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteUserGroupResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteUserGroupResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteUserGroupResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteUserGroupResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
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
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
    | Problem
]:
    """Delete User Group with its memberships and the grants naming it (needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteUserGroupResponse400 | DeleteUserGroupResponse401 | DeleteUserGroupResponse403 | DeleteUserGroupResponse404 | Problem]
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
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
    | Problem
    | None
):
    """Delete User Group with its memberships and the grants naming it (needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteUserGroupResponse400 | DeleteUserGroupResponse401 | DeleteUserGroupResponse403 | DeleteUserGroupResponse404 | Problem
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
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
    | Problem
]:
    """Delete User Group with its memberships and the grants naming it (needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteUserGroupResponse400 | DeleteUserGroupResponse401 | DeleteUserGroupResponse403 | DeleteUserGroupResponse404 | Problem]
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
    Any
    | DeleteUserGroupResponse400
    | DeleteUserGroupResponse401
    | DeleteUserGroupResponse403
    | DeleteUserGroupResponse404
    | Problem
    | None
):
    """Delete User Group with its memberships and the grants naming it (needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteUserGroupResponse400 | DeleteUserGroupResponse401 | DeleteUserGroupResponse403 | DeleteUserGroupResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            user_group_id=user_group_id,
            client=client,
        )
    ).parsed
