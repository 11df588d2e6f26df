from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_subscription_response_400 import DeleteSubscriptionResponse400
from ...models.delete_subscription_response_401 import DeleteSubscriptionResponse401
from ...models.delete_subscription_response_403 import DeleteSubscriptionResponse403
from ...models.delete_subscription_response_404 import DeleteSubscriptionResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
    subscription_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/users/{username}/subscriptions/{subscription_id}".format(
            username=quote(str(username), safe=""),
            subscription_id=quote(str(subscription_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteSubscriptionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteSubscriptionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteSubscriptionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteSubscriptionResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
]:
    """Delete Subscription

    Args:
        username (str):
        subscription_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSubscriptionResponse400 | DeleteSubscriptionResponse401 | DeleteSubscriptionResponse403 | DeleteSubscriptionResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        subscription_id=subscription_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
    | None
):
    """Delete Subscription

    Args:
        username (str):
        subscription_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSubscriptionResponse400 | DeleteSubscriptionResponse401 | DeleteSubscriptionResponse403 | DeleteSubscriptionResponse404 | Problem
    """

    return sync_detailed(
        username=username,
        subscription_id=subscription_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    username: str,
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
]:
    """Delete Subscription

    Args:
        username (str):
        subscription_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSubscriptionResponse400 | DeleteSubscriptionResponse401 | DeleteSubscriptionResponse403 | DeleteSubscriptionResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        subscription_id=subscription_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSubscriptionResponse400
    | DeleteSubscriptionResponse401
    | DeleteSubscriptionResponse403
    | DeleteSubscriptionResponse404
    | Problem
    | None
):
    """Delete Subscription

    Args:
        username (str):
        subscription_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSubscriptionResponse400 | DeleteSubscriptionResponse401 | DeleteSubscriptionResponse403 | DeleteSubscriptionResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            subscription_id=subscription_id,
            client=client,
        )
    ).parsed
