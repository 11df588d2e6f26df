from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.publish_collection_body import PublishCollectionBody
from ...models.publish_collection_response_200 import PublishCollectionResponse200
from ...models.publish_collection_response_201 import PublishCollectionResponse201
from ...models.publish_collection_response_400 import PublishCollectionResponse400
from ...models.publish_collection_response_401 import PublishCollectionResponse401
from ...models.publish_collection_response_403 import PublishCollectionResponse403
from ...models.publish_collection_response_404 import PublishCollectionResponse404
from ...models.publish_collection_response_409 import PublishCollectionResponse409
from ...models.publish_collection_response_502 import PublishCollectionResponse502
from ...models.publish_collection_response_503 import PublishCollectionResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    app_id: str,
    *,
    body: PublishCollectionBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/collections/{app_id}/publish".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
):
    if response.status_code == 200:
        response_200 = PublishCollectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = PublishCollectionResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = PublishCollectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PublishCollectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PublishCollectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PublishCollectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = PublishCollectionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 502:
        response_502 = PublishCollectionResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = PublishCollectionResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishCollectionBody | Unset = UNSET,
) -> Response[
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
]:
    """Publishes a Collection (Manager on it): freezes its current revision and mints the next version's
    PID with svc.publish.minter; an already published revision answers its record (200).

    Args:
        app_id (str):
        body (PublishCollectionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishCollectionResponse200 | PublishCollectionResponse201 | PublishCollectionResponse400 | PublishCollectionResponse401 | PublishCollectionResponse403 | PublishCollectionResponse404 | PublishCollectionResponse409 | PublishCollectionResponse502 | PublishCollectionResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishCollectionBody | Unset = UNSET,
) -> (
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
    | None
):
    """Publishes a Collection (Manager on it): freezes its current revision and mints the next version's
    PID with svc.publish.minter; an already published revision answers its record (200).

    Args:
        app_id (str):
        body (PublishCollectionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishCollectionResponse200 | PublishCollectionResponse201 | PublishCollectionResponse400 | PublishCollectionResponse401 | PublishCollectionResponse403 | PublishCollectionResponse404 | PublishCollectionResponse409 | PublishCollectionResponse502 | PublishCollectionResponse503
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishCollectionBody | Unset = UNSET,
) -> Response[
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
]:
    """Publishes a Collection (Manager on it): freezes its current revision and mints the next version's
    PID with svc.publish.minter; an already published revision answers its record (200).

    Args:
        app_id (str):
        body (PublishCollectionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishCollectionResponse200 | PublishCollectionResponse201 | PublishCollectionResponse400 | PublishCollectionResponse401 | PublishCollectionResponse403 | PublishCollectionResponse404 | PublishCollectionResponse409 | PublishCollectionResponse502 | PublishCollectionResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishCollectionBody | Unset = UNSET,
) -> (
    Problem
    | PublishCollectionResponse200
    | PublishCollectionResponse201
    | PublishCollectionResponse400
    | PublishCollectionResponse401
    | PublishCollectionResponse403
    | PublishCollectionResponse404
    | PublishCollectionResponse409
    | PublishCollectionResponse502
    | PublishCollectionResponse503
    | None
):
    """Publishes a Collection (Manager on it): freezes its current revision and mints the next version's
    PID with svc.publish.minter; an already published revision answers its record (200).

    Args:
        app_id (str):
        body (PublishCollectionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishCollectionResponse200 | PublishCollectionResponse201 | PublishCollectionResponse400 | PublishCollectionResponse401 | PublishCollectionResponse403 | PublishCollectionResponse404 | PublishCollectionResponse409 | PublishCollectionResponse502 | PublishCollectionResponse503
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
