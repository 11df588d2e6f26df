from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_user_group_body import CreateUserGroupBody
from ...models.create_user_group_response_201 import CreateUserGroupResponse201
from ...models.create_user_group_response_400 import CreateUserGroupResponse400
from ...models.create_user_group_response_401 import CreateUserGroupResponse401
from ...models.create_user_group_response_403 import CreateUserGroupResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateUserGroupBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/userGroups",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateUserGroupResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateUserGroupResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateUserGroupResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateUserGroupResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateUserGroupBody,
) -> Response[
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
]:
    """Create User Group (owned by the caller, Private; members from `usernames`, unknown ones dropped)

    Args:
        body (CreateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateUserGroupResponse201 | CreateUserGroupResponse400 | CreateUserGroupResponse401 | CreateUserGroupResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateUserGroupBody,
) -> (
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
    | None
):
    """Create User Group (owned by the caller, Private; members from `usernames`, unknown ones dropped)

    Args:
        body (CreateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateUserGroupResponse201 | CreateUserGroupResponse400 | CreateUserGroupResponse401 | CreateUserGroupResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateUserGroupBody,
) -> Response[
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
]:
    """Create User Group (owned by the caller, Private; members from `usernames`, unknown ones dropped)

    Args:
        body (CreateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateUserGroupResponse201 | CreateUserGroupResponse400 | CreateUserGroupResponse401 | CreateUserGroupResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateUserGroupBody,
) -> (
    CreateUserGroupResponse201
    | CreateUserGroupResponse400
    | CreateUserGroupResponse401
    | CreateUserGroupResponse403
    | Problem
    | None
):
    """Create User Group (owned by the caller, Private; members from `usernames`, unknown ones dropped)

    Args:
        body (CreateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateUserGroupResponse201 | CreateUserGroupResponse400 | CreateUserGroupResponse401 | CreateUserGroupResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
