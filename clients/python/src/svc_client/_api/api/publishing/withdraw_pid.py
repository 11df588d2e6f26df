from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.withdraw_pid_body import WithdrawPidBody
from ...models.withdraw_pid_response_200 import WithdrawPidResponse200
from ...models.withdraw_pid_response_400 import WithdrawPidResponse400
from ...models.withdraw_pid_response_401 import WithdrawPidResponse401
from ...models.withdraw_pid_response_403 import WithdrawPidResponse403
from ...models.withdraw_pid_response_404 import WithdrawPidResponse404
from ...types import Response


def _get_kwargs(
    *,
    body: WithdrawPidBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/pids/withdraw",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
):
    if response.status_code == 200:
        response_200 = WithdrawPidResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = WithdrawPidResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = WithdrawPidResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = WithdrawPidResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = WithdrawPidResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
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
    body: WithdrawPidBody,
) -> Response[
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
]:
    """Withdraws a PID (Manager on its Collection): its record then answers 410 and it leaves the feed.
    Idempotent.

    Args:
        body (WithdrawPidBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WithdrawPidResponse200 | WithdrawPidResponse400 | WithdrawPidResponse401 | WithdrawPidResponse403 | WithdrawPidResponse404]
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
    body: WithdrawPidBody,
) -> (
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
    | None
):
    """Withdraws a PID (Manager on its Collection): its record then answers 410 and it leaves the feed.
    Idempotent.

    Args:
        body (WithdrawPidBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WithdrawPidResponse200 | WithdrawPidResponse400 | WithdrawPidResponse401 | WithdrawPidResponse403 | WithdrawPidResponse404
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WithdrawPidBody,
) -> Response[
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
]:
    """Withdraws a PID (Manager on its Collection): its record then answers 410 and it leaves the feed.
    Idempotent.

    Args:
        body (WithdrawPidBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WithdrawPidResponse200 | WithdrawPidResponse400 | WithdrawPidResponse401 | WithdrawPidResponse403 | WithdrawPidResponse404]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WithdrawPidBody,
) -> (
    Problem
    | WithdrawPidResponse200
    | WithdrawPidResponse400
    | WithdrawPidResponse401
    | WithdrawPidResponse403
    | WithdrawPidResponse404
    | None
):
    """Withdraws a PID (Manager on its Collection): its record then answers 410 and it leaves the feed.
    Idempotent.

    Args:
        body (WithdrawPidBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WithdrawPidResponse200 | WithdrawPidResponse400 | WithdrawPidResponse401 | WithdrawPidResponse403 | WithdrawPidResponse404
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
