from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.oai_post_body import OaiPostBody
from ...models.oai_post_response_400 import OaiPostResponse400
from ...models.oai_post_response_415 import OaiPostResponse415
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: OaiPostBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/oai",
    }

    if not isinstance(body, Unset):
        _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | OaiPostResponse400 | OaiPostResponse415 | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = OaiPostResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 415:
        response_415 = OaiPostResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | OaiPostResponse400 | OaiPostResponse415 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OaiPostBody | Unset = UNSET,
) -> Response[Any | OaiPostResponse400 | OaiPostResponse415 | Problem]:
    """The same OAI-PMH request with its arguments as an application/x-www-form-urlencoded body (the
    protocol's POST binding).

    Args:
        body (OaiPostBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OaiPostResponse400 | OaiPostResponse415 | Problem]
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
    client: AuthenticatedClient | Client,
    body: OaiPostBody | Unset = UNSET,
) -> Any | OaiPostResponse400 | OaiPostResponse415 | Problem | None:
    """The same OAI-PMH request with its arguments as an application/x-www-form-urlencoded body (the
    protocol's POST binding).

    Args:
        body (OaiPostBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OaiPostResponse400 | OaiPostResponse415 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OaiPostBody | Unset = UNSET,
) -> Response[Any | OaiPostResponse400 | OaiPostResponse415 | Problem]:
    """The same OAI-PMH request with its arguments as an application/x-www-form-urlencoded body (the
    protocol's POST binding).

    Args:
        body (OaiPostBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OaiPostResponse400 | OaiPostResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OaiPostBody | Unset = UNSET,
) -> Any | OaiPostResponse400 | OaiPostResponse415 | Problem | None:
    """The same OAI-PMH request with its arguments as an application/x-www-form-urlencoded body (the
    protocol's POST binding).

    Args:
        body (OaiPostBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OaiPostResponse400 | OaiPostResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
