from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_subscription_body import CreateSubscriptionBody
from ...models.create_subscription_response_201 import CreateSubscriptionResponse201
from ...models.create_subscription_response_400 import CreateSubscriptionResponse400
from ...models.create_subscription_response_401 import CreateSubscriptionResponse401
from ...models.create_subscription_response_403 import CreateSubscriptionResponse403
from ...models.create_subscription_response_404 import CreateSubscriptionResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
    *,
    body: CreateSubscriptionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/users/{username}/subscriptions".format(
            username=quote(str(username), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateSubscriptionResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateSubscriptionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateSubscriptionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateSubscriptionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateSubscriptionResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
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
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
) -> Response[
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
    | Problem
]:
    """Create Subscription (recorded; callbacks are not sent)

    Args:
        username (str):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse400 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
) -> (
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
    | Problem
    | None
):
    """Create Subscription (recorded; callbacks are not sent)

    Args:
        username (str):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSubscriptionResponse201 | CreateSubscriptionResponse400 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | Problem
    """

    return sync_detailed(
        username=username,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
) -> Response[
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
    | Problem
]:
    """Create Subscription (recorded; callbacks are not sent)

    Args:
        username (str):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse400 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
) -> (
    CreateSubscriptionResponse201
    | CreateSubscriptionResponse400
    | CreateSubscriptionResponse401
    | CreateSubscriptionResponse403
    | CreateSubscriptionResponse404
    | Problem
    | None
):
    """Create Subscription (recorded; callbacks are not sent)

    Args:
        username (str):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSubscriptionResponse201 | CreateSubscriptionResponse400 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            body=body,
        )
    ).parsed
