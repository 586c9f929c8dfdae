"""``mindspore.train.dataset_helper``: DatasetHelper and connect_network_with_dataset.

msgraph has no device queue: a DatasetHelper in sink mode yields the dataset's rows as in normal mode
(msgraph.dataset.helper), so the network "connected" to it is the network itself, called with each step's row.
"""
from __future__ import annotations

from typing import Any

from ..dataset.helper import DatasetHelper

__all__ = ["DatasetHelper", "connect_network_with_dataset"]


def connect_network_with_dataset(network: Any, dataset_helper: DatasetHelper) -> Any:
    """The network, flagged for sink mode; MindSpore's RuntimeError when the helper is not in sink mode."""
    if not getattr(dataset_helper, "dataset_sink_mode", False):
        raise RuntimeError("The API 'connect_network_with_dataset' should be called in dataset sink mode.")
    dataset = dataset_helper.dataset
    owner = getattr(dataset, "_connected_network", None)
    if owner is not None and owner is not network:
        raise ValueError("The dataset has been connected to other network, please check the code.")
    dataset._connected_network = network
    if hasattr(network, "add_flags"):
        network.add_flags(sink_mode=True)
    return network
