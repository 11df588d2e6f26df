from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_subscriptions_response_200_item import (
    GetAllSubscriptionsResponse200Item,
)
from ...models.get_all_subscriptions_response_400 import GetAllSubscriptionsResponse400
from ...models.get_all_subscriptions_response_401 import GetAllSubscriptionsResponse401
from ...models.get_all_subscriptions_response_403 import GetAllSubscriptionsResponse403
from ...models.get_all_subscriptions_response_404 import GetAllSubscriptionsResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/users/{username}/subscriptions".format(
            username=quote(str(username), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllSubscriptionsResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllSubscriptionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllSubscriptionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllSubscriptionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllSubscriptionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
]:
    """Get All Subscriptions of the user

    Args:
        username (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllSubscriptionsResponse400 | GetAllSubscriptionsResponse401 | GetAllSubscriptionsResponse403 | GetAllSubscriptionsResponse404 | Problem | list[GetAllSubscriptionsResponse200Item]]
    """

    kwargs = _get_kwargs(
        username=username,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
    | None
):
    """Get All Subscriptions of the user

    Args:
        username (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllSubscriptionsResponse400 | GetAllSubscriptionsResponse401 | GetAllSubscriptionsResponse403 | GetAllSubscriptionsResponse404 | Problem | list[GetAllSubscriptionsResponse200Item]
    """

    return sync_detailed(
        username=username,
        client=client,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
]:
    """Get All Subscriptions of the user

    Args:
        username (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllSubscriptionsResponse400 | GetAllSubscriptionsResponse401 | GetAllSubscriptionsResponse403 | GetAllSubscriptionsResponse404 | Problem | list[GetAllSubscriptionsResponse200Item]]
    """

    kwargs = _get_kwargs(
        username=username,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetAllSubscriptionsResponse400
    | GetAllSubscriptionsResponse401
    | GetAllSubscriptionsResponse403
    | GetAllSubscriptionsResponse404
    | Problem
    | list[GetAllSubscriptionsResponse200Item]
    | None
):
    """Get All Subscriptions of the user

    Args:
        username (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllSubscriptionsResponse400 | GetAllSubscriptionsResponse401 | GetAllSubscriptionsResponse403 | GetAllSubscriptionsResponse404 | Problem | list[GetAllSubscriptionsResponse200Item]
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
        )
    ).parsed
