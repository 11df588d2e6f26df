from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.validate_shape_body import ValidateShapeBody
from ...models.validate_shape_response_200 import ValidateShapeResponse200
from ...models.validate_shape_response_400 import ValidateShapeResponse400
from ...models.validate_shape_response_401 import ValidateShapeResponse401
from ...models.validate_shape_response_403 import ValidateShapeResponse403
from ...types import Response


def _get_kwargs(
    *,
    body: ValidateShapeBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/shapes/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
):
    if response.status_code == 200:
        response_200 = ValidateShapeResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ValidateShapeResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ValidateShapeResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ValidateShapeResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
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
    body: ValidateShapeBody,
) -> Response[
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
]:
    """Stateless SHACL Core validation (shacl-engine): no network, recursive shapes refused. Malformed
    Turtle is a 400 naming the side and line.

    Args:
        body (ValidateShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidateShapeResponse200 | ValidateShapeResponse400 | ValidateShapeResponse401 | ValidateShapeResponse403]
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
    body: ValidateShapeBody,
) -> (
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
    | None
):
    """Stateless SHACL Core validation (shacl-engine): no network, recursive shapes refused. Malformed
    Turtle is a 400 naming the side and line.

    Args:
        body (ValidateShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidateShapeResponse200 | ValidateShapeResponse400 | ValidateShapeResponse401 | ValidateShapeResponse403
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ValidateShapeBody,
) -> Response[
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
]:
    """Stateless SHACL Core validation (shacl-engine): no network, recursive shapes refused. Malformed
    Turtle is a 400 naming the side and line.

    Args:
        body (ValidateShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidateShapeResponse200 | ValidateShapeResponse400 | ValidateShapeResponse401 | ValidateShapeResponse403]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ValidateShapeBody,
) -> (
    Problem
    | ValidateShapeResponse200
    | ValidateShapeResponse400
    | ValidateShapeResponse401
    | ValidateShapeResponse403
    | None
):
    """Stateless SHACL Core validation (shacl-engine): no network, recursive shapes refused. Malformed
    Turtle is a 400 naming the side and line.

    Args:
        body (ValidateShapeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidateShapeResponse200 | ValidateShapeResponse400 | ValidateShapeResponse401 | ValidateShapeResponse403
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
