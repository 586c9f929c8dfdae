"""``ms.DatasetHelper``: a dataset seen as a sequence of training steps (lists of Tensors).

There is no device queue: in sink mode as in normal mode each step is one row of the dataset
(MindSpore's CPU backend refuses sink mode; msgraph runs it as normal mode).
"""
from __future__ import annotations

from typing import Any, List, Optional

from .engine.datasets import Dataset


class DatasetHelper:
    """Iterate ``dataset`` step by step for ``epoch_num`` epochs (each ``iter()`` is one epoch)."""

    def __init__(self, dataset: Dataset, dataset_sink_mode: bool = True, sink_size: int = -1,
                 epoch_num: int = 1) -> None:
        if not isinstance(dataset_sink_mode, bool):
            raise TypeError(f"The input value must be a bool, but got {type(dataset_sink_mode).__name__}.")
        if isinstance(sink_size, bool) or not isinstance(sink_size, int):
            raise TypeError(f"The type of input value must be 'int', but got '{type(sink_size).__name__}'.")
        if sink_size <= 0 and sink_size != -1:
            raise ValueError(f"The 'sink_size' must be -1 or positive, but got sink_size {sink_size}.")
        if isinstance(epoch_num, bool) or not isinstance(epoch_num, int):
            raise TypeError(f"Argument num_epochs with value {epoch_num!r} is not of type (<class 'int'>,), "
                            f"but got {type(epoch_num)}.")
        if epoch_num == 0 or epoch_num < -1:
            raise RuntimeError(f"RootNode: num_epochs should be either -1 or positive integer, num_epochs: {epoch_num}")
        if not hasattr(dataset, "get_dataset_size"):
            raise AttributeError(f"'{type(dataset).__name__}' object has no attribute 'get_dataset_size'")
        self.dataset = dataset
        self.dataset_sink_mode = dataset_sink_mode
        self._sink_size = sink_size
        self._iterator: Optional[Any] = None
        self._epoch_num = epoch_num

    def __iter__(self) -> Any:
        if self._iterator is None:
            self._iterator = self.dataset.create_tuple_iterator(num_epochs=self._epoch_num)
        if self.dataset_sink_mode and self._sink_size != -1:
            return _Limited(self._iterator, self._sink_size)
        return self._iterator

    def _sink_only(self, name: str) -> None:
        """MindSpore's normal-mode helper hands these methods to its plain iterator, which lacks them."""
        if not self.dataset_sink_mode:
            raise AttributeError(f"'_DatasetIterNormal' object has no attribute '{name}'")

    def sink_size(self) -> int:
        """Steps per sink (the dataset size unless ``sink_size`` was given); sink mode only."""
        self._sink_only("get_sink_size")
        return self.dataset.get_dataset_size() if self._sink_size == -1 else self._sink_size

    def types_shapes(self) -> tuple:
        """(column dtypes, column shapes) of the first row; sink mode only."""
        self._sink_only("types_shapes")
        from ..common.dtype import from_numpy

        return [from_numpy(t) for t in self.dataset.output_types()], self.dataset.output_shapes()

    def get_data_info(self) -> tuple:
        self._sink_only("get_data_info")
        return self.types_shapes()

    def release(self) -> None:
        self._sink_only("release")
        if self._iterator is not None:
            self._iterator.stop()
            self._iterator = None

    def stop_send(self) -> None:
        """Nothing is sent to a device."""
        self._sink_only("stop_send")

    def continue_send(self) -> None:
        """Nothing is sent to a device."""
        self._sink_only("continue_send")

    def get_send_info(self, run_context: Any) -> dict:
        return {}

    def get_mbuf_queue_size(self) -> int:
        self._sink_only("get_mbuf_queue_size")
        return 0


class _Limited:
    def __init__(self, iterator: Any, count: int) -> None:
        self.iterator, self.left = iterator, count

    def __iter__(self) -> "_Limited":
        return self

    def __next__(self) -> List[Any]:
        if self.left <= 0:
            raise StopIteration
        self.left -= 1
        return next(self.iterator)
