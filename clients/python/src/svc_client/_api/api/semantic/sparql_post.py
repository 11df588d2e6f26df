from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sparql_post_response_400 import SparqlPostResponse400
from ...models.sparql_post_response_401 import SparqlPostResponse401
from ...models.sparql_post_response_403 import SparqlPostResponse403
from ...models.sparql_post_response_404 import SparqlPostResponse404
from ...models.sparql_post_response_406 import SparqlPostResponse406
from ...models.sparql_post_response_413 import SparqlPostResponse413
from ...models.sparql_post_response_415 import SparqlPostResponse415
from ...models.sparql_post_response_503 import SparqlPostResponse503
from ...types import Response


def _get_kwargs(
    repo_app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/semantic/{repo_app_id}/sparql".format(
            repo_app_id=quote(str(repo_app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = SparqlPostResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SparqlPostResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SparqlPostResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SparqlPostResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 406:
        response_406 = SparqlPostResponse406.from_dict(response.json())

        return response_406

    if response.status_code == 413:
        response_413 = SparqlPostResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = SparqlPostResponse415.from_dict(response.json())

        return response_415

    if response.status_code == 503:
        response_503 = SparqlPostResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
]:
    """The same, the query as the body (application/sparql-query) or as the form field `query`

    Args:
        repo_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SparqlPostResponse400 | SparqlPostResponse401 | SparqlPostResponse403 | SparqlPostResponse404 | SparqlPostResponse406 | SparqlPostResponse413 | SparqlPostResponse415 | SparqlPostResponse503]
    """

    kwargs = _get_kwargs(
        repo_app_id=repo_app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
    | None
):
    """The same, the query as the body (application/sparql-query) or as the form field `query`

    Args:
        repo_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SparqlPostResponse400 | SparqlPostResponse401 | SparqlPostResponse403 | SparqlPostResponse404 | SparqlPostResponse406 | SparqlPostResponse413 | SparqlPostResponse415 | SparqlPostResponse503
    """

    return sync_detailed(
        repo_app_id=repo_app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
]:
    """The same, the query as the body (application/sparql-query) or as the form field `query`

    Args:
        repo_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SparqlPostResponse400 | SparqlPostResponse401 | SparqlPostResponse403 | SparqlPostResponse404 | SparqlPostResponse406 | SparqlPostResponse413 | SparqlPostResponse415 | SparqlPostResponse503]
    """

    kwargs = _get_kwargs(
        repo_app_id=repo_app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | Problem
    | SparqlPostResponse400
    | SparqlPostResponse401
    | SparqlPostResponse403
    | SparqlPostResponse404
    | SparqlPostResponse406
    | SparqlPostResponse413
    | SparqlPostResponse415
    | SparqlPostResponse503
    | None
):
    """The same, the query as the body (application/sparql-query) or as the form field `query`

    Args:
        repo_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SparqlPostResponse400 | SparqlPostResponse401 | SparqlPostResponse403 | SparqlPostResponse404 | SparqlPostResponse406 | SparqlPostResponse413 | SparqlPostResponse415 | SparqlPostResponse503
    """

    return (
        await asyncio_detailed(
            repo_app_id=repo_app_id,
            client=client,
        )
    ).parsed
