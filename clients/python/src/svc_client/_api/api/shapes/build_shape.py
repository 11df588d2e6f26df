from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.build_shape_body import BuildShapeBody
from ...models.build_shape_response_200 import BuildShapeResponse200
from ...models.build_shape_response_400 import BuildShapeResponse400
from ...models.build_shape_response_401 import BuildShapeResponse401
from ...models.build_shape_response_403 import BuildShapeResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: BuildShapeBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/shapes/build",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
    | Problem
):
    if response.status_code == 200:
        response_200 = BuildShapeResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = BuildShapeResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = BuildShapeResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = BuildShapeResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
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
    body: BuildShapeBody,
) -> Response[
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
    | Problem
]:
    """Shape editor model → SHACL Turtle; a deterministic shapeIri when omitted (same model, same bytes).
    400 with a human-readable `error` for a structurally invalid model.

    Args:
        body (BuildShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuildShapeResponse200 | BuildShapeResponse400 | BuildShapeResponse401 | BuildShapeResponse403 | Problem]
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
    body: BuildShapeBody,
) -> (
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
    | Problem
    | None
):
    """Shape editor model → SHACL Turtle; a deterministic shapeIri when omitted (same model, same bytes).
    400 with a human-readable `error` for a structurally invalid model.

    Args:
        body (BuildShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuildShapeResponse200 | BuildShapeResponse400 | BuildShapeResponse401 | BuildShapeResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BuildShapeBody,
) -> Response[
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
    | Problem
]:
    """Shape editor model → SHACL Turtle; a deterministic shapeIri when omitted (same model, same bytes).
    400 with a human-readable `error` for a structurally invalid model.

    Args:
        body (BuildShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuildShapeResponse200 | BuildShapeResponse400 | BuildShapeResponse401 | BuildShapeResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BuildShapeBody,
) -> (
    BuildShapeResponse200
    | BuildShapeResponse400
    | BuildShapeResponse401
    | BuildShapeResponse403
    | Problem
    | None
):
    """Shape editor model → SHACL Turtle; a deterministic shapeIri when omitted (same model, same bytes).
    400 with a human-readable `error` for a structurally invalid model.

    Args:
        body (BuildShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuildShapeResponse200 | BuildShapeResponse400 | BuildShapeResponse401 | BuildShapeResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
