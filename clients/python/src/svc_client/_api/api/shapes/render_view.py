from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.render_view_body import RenderViewBody
from ...models.render_view_response_200 import RenderViewResponse200
from ...models.render_view_response_400 import RenderViewResponse400
from ...models.render_view_response_401 import RenderViewResponse401
from ...models.render_view_response_403 import RenderViewResponse403
from ...models.render_view_response_404 import RenderViewResponse404
from ...models.render_view_response_422 import RenderViewResponse422
from ...models.render_view_response_503 import RenderViewResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: RenderViewBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/shapes/render",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
):
    if response.status_code == 200:
        response_200 = RenderViewResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RenderViewResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RenderViewResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RenderViewResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RenderViewResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = RenderViewResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = RenderViewResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
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
    body: RenderViewBody,
) -> Response[
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
]:
    """Resolves a VIEW_RECIPE's channel bindings against the timeseries channels the focus DataObject
    references (Read on its Collection; channels of a timeseries container the caller cannot read count
    as not referenced): RESOLVED with the channel, MISSING for an absent optional one; a unit other than
    the channel's is a warning. `renderer` is a hint, answered by the plugin renderer registered for the
    recipe's shape IRI, else the body's.

    Args:
        body (RenderViewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RenderViewResponse200 | RenderViewResponse400 | RenderViewResponse401 | RenderViewResponse403 | RenderViewResponse404 | RenderViewResponse422 | RenderViewResponse503]
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
    body: RenderViewBody,
) -> (
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
    | None
):
    """Resolves a VIEW_RECIPE's channel bindings against the timeseries channels the focus DataObject
    references (Read on its Collection; channels of a timeseries container the caller cannot read count
    as not referenced): RESOLVED with the channel, MISSING for an absent optional one; a unit other than
    the channel's is a warning. `renderer` is a hint, answered by the plugin renderer registered for the
    recipe's shape IRI, else the body's.

    Args:
        body (RenderViewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RenderViewResponse200 | RenderViewResponse400 | RenderViewResponse401 | RenderViewResponse403 | RenderViewResponse404 | RenderViewResponse422 | RenderViewResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RenderViewBody,
) -> Response[
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
]:
    """Resolves a VIEW_RECIPE's channel bindings against the timeseries channels the focus DataObject
    references (Read on its Collection; channels of a timeseries container the caller cannot read count
    as not referenced): RESOLVED with the channel, MISSING for an absent optional one; a unit other than
    the channel's is a warning. `renderer` is a hint, answered by the plugin renderer registered for the
    recipe's shape IRI, else the body's.

    Args:
        body (RenderViewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RenderViewResponse200 | RenderViewResponse400 | RenderViewResponse401 | RenderViewResponse403 | RenderViewResponse404 | RenderViewResponse422 | RenderViewResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: RenderViewBody,
) -> (
    Problem
    | RenderViewResponse200
    | RenderViewResponse400
    | RenderViewResponse401
    | RenderViewResponse403
    | RenderViewResponse404
    | RenderViewResponse422
    | RenderViewResponse503
    | None
):
    """Resolves a VIEW_RECIPE's channel bindings against the timeseries channels the focus DataObject
    references (Read on its Collection; channels of a timeseries container the caller cannot read count
    as not referenced): RESOLVED with the channel, MISSING for an absent optional one; a unit other than
    the channel's is a warning. `renderer` is a hint, answered by the plugin renderer registered for the
    recipe's shape IRI, else the body's.

    Args:
        body (RenderViewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RenderViewResponse200 | RenderViewResponse400 | RenderViewResponse401 | RenderViewResponse403 | RenderViewResponse404 | RenderViewResponse422 | RenderViewResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
