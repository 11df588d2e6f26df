from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_own_api_key_body import CreateOwnApiKeyBody
from ...models.create_own_api_key_response_201 import CreateOwnApiKeyResponse201
from ...models.create_own_api_key_response_400 import CreateOwnApiKeyResponse400
from ...models.create_own_api_key_response_401 import CreateOwnApiKeyResponse401
from ...models.create_own_api_key_response_403 import CreateOwnApiKeyResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateOwnApiKeyBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/apiKeys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateOwnApiKeyResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateOwnApiKeyResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateOwnApiKeyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateOwnApiKeyResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
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
    body: CreateOwnApiKeyBody,
) -> Response[
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
    | Problem
]:
    """Create a new api key for the token holder (as POST /users/{username}/apikeys with the caller's own
    username; shown once; only roles the caller holds)

    Args:
        body (CreateOwnApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateOwnApiKeyResponse201 | CreateOwnApiKeyResponse400 | CreateOwnApiKeyResponse401 | CreateOwnApiKeyResponse403 | Problem]
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
    body: CreateOwnApiKeyBody,
) -> (
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
    | Problem
    | None
):
    """Create a new api key for the token holder (as POST /users/{username}/apikeys with the caller's own
    username; shown once; only roles the caller holds)

    Args:
        body (CreateOwnApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateOwnApiKeyResponse201 | CreateOwnApiKeyResponse400 | CreateOwnApiKeyResponse401 | CreateOwnApiKeyResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateOwnApiKeyBody,
) -> Response[
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
    | Problem
]:
    """Create a new api key for the token holder (as POST /users/{username}/apikeys with the caller's own
    username; shown once; only roles the caller holds)

    Args:
        body (CreateOwnApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateOwnApiKeyResponse201 | CreateOwnApiKeyResponse400 | CreateOwnApiKeyResponse401 | CreateOwnApiKeyResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateOwnApiKeyBody,
) -> (
    CreateOwnApiKeyResponse201
    | CreateOwnApiKeyResponse400
    | CreateOwnApiKeyResponse401
    | CreateOwnApiKeyResponse403
    | Problem
    | None
):
    """Create a new api key for the token holder (as POST /users/{username}/apikeys with the caller's own
    username; shown once; only roles the caller holds)

    Args:
        body (CreateOwnApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateOwnApiKeyResponse201 | CreateOwnApiKeyResponse400 | CreateOwnApiKeyResponse401 | CreateOwnApiKeyResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
