from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_reference_response_200 import GetFileReferenceResponse200
from ...models.get_file_reference_response_400 import GetFileReferenceResponse400
from ...models.get_file_reference_response_401 import GetFileReferenceResponse401
from ...models.get_file_reference_response_403 import GetFileReferenceResponse403
from ...models.get_file_reference_response_404 import GetFileReferenceResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    *,
    version_uid: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/fileReferences/{file_reference_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            file_reference_id=quote(str(file_reference_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetFileReferenceResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetFileReferenceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetFileReferenceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFileReferenceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetFileReferenceResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
]:
    """Get File Reference

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileReferenceResponse200 | GetFileReferenceResponse400 | GetFileReferenceResponse401 | GetFileReferenceResponse403 | GetFileReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        version_uid=version_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
    | None
):
    """Get File Reference

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileReferenceResponse200 | GetFileReferenceResponse400 | GetFileReferenceResponse401 | GetFileReferenceResponse403 | GetFileReferenceResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        client=client,
        version_uid=version_uid,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
]:
    """Get File Reference

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileReferenceResponse200 | GetFileReferenceResponse400 | GetFileReferenceResponse401 | GetFileReferenceResponse403 | GetFileReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        version_uid=version_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    GetFileReferenceResponse200
    | GetFileReferenceResponse400
    | GetFileReferenceResponse401
    | GetFileReferenceResponse403
    | GetFileReferenceResponse404
    | Problem
    | None
):
    """Get File Reference

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileReferenceResponse200 | GetFileReferenceResponse400 | GetFileReferenceResponse401 | GetFileReferenceResponse403 | GetFileReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            file_reference_id=file_reference_id,
            client=client,
            version_uid=version_uid,
        )
    ).parsed
