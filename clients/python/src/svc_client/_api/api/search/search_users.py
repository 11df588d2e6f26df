from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.search_users_body import SearchUsersBody
from ...models.search_users_response_200 import SearchUsersResponse200
from ...models.search_users_response_400 import SearchUsersResponse400
from ...models.search_users_response_401 import SearchUsersResponse401
from ...types import Response


def _get_kwargs(
    *,
    body: SearchUsersBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/search/users",
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
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
):
    if response.status_code == 200:
        response_200 = SearchUsersResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = SearchUsersResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SearchUsersResponse401.from_dict(response.json())

        return response_401

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
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
    body: SearchUsersBody,
) -> Response[
    Any
    | Problem
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
]:
    """Search Users (JSON query over username, firstName, lastName, email)

    Args:
        body (SearchUsersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchUsersResponse200 | SearchUsersResponse400 | SearchUsersResponse401]
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
    body: SearchUsersBody,
) -> (
    Any
    | Problem
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
    | None
):
    """Search Users (JSON query over username, firstName, lastName, email)

    Args:
        body (SearchUsersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchUsersResponse200 | SearchUsersResponse400 | SearchUsersResponse401
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchUsersBody,
) -> Response[
    Any
    | Problem
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
]:
    """Search Users (JSON query over username, firstName, lastName, email)

    Args:
        body (SearchUsersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchUsersResponse200 | SearchUsersResponse400 | SearchUsersResponse401]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SearchUsersBody,
) -> (
    Any
    | Problem
    | SearchUsersResponse200
    | SearchUsersResponse400
    | SearchUsersResponse401
    | None
):
    """Search Users (JSON query over username, firstName, lastName, email)

    Args:
        body (SearchUsersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchUsersResponse200 | SearchUsersResponse400 | SearchUsersResponse401
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
