from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_template_body import CreateTemplateBody
from ...models.create_template_response_201 import CreateTemplateResponse201
from ...models.create_template_response_400 import CreateTemplateResponse400
from ...models.create_template_response_401 import CreateTemplateResponse401
from ...models.create_template_response_403 import CreateTemplateResponse403
from ...models.create_template_response_422 import CreateTemplateResponse422
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateTemplateBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/templates",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateTemplateResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateTemplateResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateTemplateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateTemplateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = CreateTemplateResponse422.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
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
    body: CreateTemplateBody,
) -> Response[
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
    | Problem
]:
    """Creates a template (instance-admin). The body is checked per kind (allow-list of top-level keys,
    defining keys, the view-recipe meta-shape for VIEW_RECIPE) after inheritance from
    parentTemplateAppId (same kind, not retired, no cycle).

    Args:
        body (CreateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTemplateResponse201 | CreateTemplateResponse400 | CreateTemplateResponse401 | CreateTemplateResponse403 | CreateTemplateResponse422 | Problem]
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
    body: CreateTemplateBody,
) -> (
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
    | Problem
    | None
):
    """Creates a template (instance-admin). The body is checked per kind (allow-list of top-level keys,
    defining keys, the view-recipe meta-shape for VIEW_RECIPE) after inheritance from
    parentTemplateAppId (same kind, not retired, no cycle).

    Args:
        body (CreateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTemplateResponse201 | CreateTemplateResponse400 | CreateTemplateResponse401 | CreateTemplateResponse403 | CreateTemplateResponse422 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTemplateBody,
) -> Response[
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
    | Problem
]:
    """Creates a template (instance-admin). The body is checked per kind (allow-list of top-level keys,
    defining keys, the view-recipe meta-shape for VIEW_RECIPE) after inheritance from
    parentTemplateAppId (same kind, not retired, no cycle).

    Args:
        body (CreateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTemplateResponse201 | CreateTemplateResponse400 | CreateTemplateResponse401 | CreateTemplateResponse403 | CreateTemplateResponse422 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateTemplateBody,
) -> (
    CreateTemplateResponse201
    | CreateTemplateResponse400
    | CreateTemplateResponse401
    | CreateTemplateResponse403
    | CreateTemplateResponse422
    | Problem
    | None
):
    """Creates a template (instance-admin). The body is checked per kind (allow-list of top-level keys,
    defining keys, the view-recipe meta-shape for VIEW_RECIPE) after inheritance from
    parentTemplateAppId (same kind, not retired, no cycle).

    Args:
        body (CreateTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTemplateResponse201 | CreateTemplateResponse400 | CreateTemplateResponse401 | CreateTemplateResponse403 | CreateTemplateResponse422 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
