from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.search_user_groups_body import SearchUserGroupsBody
from ...models.search_user_groups_response_200 import SearchUserGroupsResponse200
from ...models.search_user_groups_response_400 import SearchUserGroupsResponse400
from ...models.search_user_groups_response_401 import SearchUserGroupsResponse401
from ...types import Response


def _get_kwargs(
    *,
    body: SearchUserGroupsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/search/userGroups",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
):
    if response.status_code == 200:
        response_200 = SearchUserGroupsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = SearchUserGroupsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SearchUserGroupsResponse401.from_dict(response.json())

        return response_401

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
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
    body: SearchUserGroupsBody,
) -> Response[
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
]:
    """Search User Groups the caller may read (JSON query over id, name, createdBy, updatedBy)

    Args:
        body (SearchUserGroupsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchUserGroupsResponse200 | SearchUserGroupsResponse400 | SearchUserGroupsResponse401]
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
    body: SearchUserGroupsBody,
) -> (
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
    | None
):
    """Search User Groups the caller may read (JSON query over id, name, createdBy, updatedBy)

    Args:
        body (SearchUserGroupsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchUserGroupsResponse200 | SearchUserGroupsResponse400 | SearchUserGroupsResponse401
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchUserGroupsBody,
) -> Response[
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
]:
    """Search User Groups the caller may read (JSON query over id, name, createdBy, updatedBy)

    Args:
        body (SearchUserGroupsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchUserGroupsResponse200 | SearchUserGroupsResponse400 | SearchUserGroupsResponse401]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SearchUserGroupsBody,
) -> (
    Any
    | Problem
    | SearchUserGroupsResponse200
    | SearchUserGroupsResponse400
    | SearchUserGroupsResponse401
    | None
):
    """Search User Groups the caller may read (JSON query over id, name, createdBy, updatedBy)

    Args:
        body (SearchUserGroupsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchUserGroupsResponse200 | SearchUserGroupsResponse400 | SearchUserGroupsResponse401
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
