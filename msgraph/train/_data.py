"""What ``Model`` iterates: a MindSpore-style dataset or any iterable of samples.

``Model`` accepts, duck-typed:

* an object with ``create_tuple_iterator(num_epochs=..., output_numpy=...)`` and
  ``get_dataset_size()`` -- ``msgraph.dataset`` / ``mindspore.dataset`` style; a training run takes
  its epochs from one iterator (``begin(num_epochs)``: each epoch is reshuffled, and a step set with
  ``set_init_step`` is where it resumes), other uses create one iterator per epoch (``num_epochs=1``);
* any Python iterable whose items are tuples/lists of numpy arrays or Tensors (one batch each), a
  dict of them, or a single array/Tensor.  A one-shot iterator (a generator) is read into a list
  the first time, so it can be iterated for several epochs.

Every batch reaches the network as a tuple of Tensors.
"""
from __future__ import annotations

from typing import Any, Iterator, Tuple

import numpy as np

from ..common.tensor import Tensor

__all__ = ["DataSource"]


def _as_tensor(value: Any) -> Any:
    if isinstance(value, Tensor):
        return value
    if isinstance(value, (np.ndarray, np.generic)):
        return Tensor(np.asarray(value))
    return value


def as_batch(item: Any) -> Tuple[Any, ...]:
    """One dataset item as the tuple of network inputs."""
    if isinstance(item, dict):
        item = tuple(item.values())
    if isinstance(item, (tuple, list)):
        return tuple(_as_tensor(v) for v in item)
    return (_as_tensor(item),)


class DataSource:
    """A dataset or iterable seen as epochs of batches (tuples of Tensors)."""

    def __init__(self, dataset: Any):
        if dataset is None:
            raise TypeError("The dataset must not be None.")
        self.dataset = dataset
        self._is_ds = callable(getattr(dataset, "create_tuple_iterator", None))
        if not self._is_ds:
            try:
                it = iter(dataset)
            except TypeError:
                raise TypeError(f"The dataset must be a MindSpore-style dataset (with create_tuple_iterator) or an "
                                f"iterable of batches, but got {type(dataset).__name__}.") from None
            self._items = list(it) if it is dataset else None   # a one-shot iterator: keep its items

    def get_dataset_size(self) -> int:
        """Batches per epoch."""
        if self._is_ds:
            return int(self.dataset.get_dataset_size())
        if self._items is not None:
            return len(self._items)
        try:
            return len(self.dataset)
        except TypeError:
            self._items = list(self.dataset)
            return len(self._items)

    def _iterator(self, num_epochs: int) -> Any:
        try:
            return self.dataset.create_tuple_iterator(num_epochs=num_epochs, output_numpy=False)
        except TypeError as exc:   # a user dataset class whose iterator takes no output_numpy (MindSpore
            if "output_numpy" not in str(exc):   # passes only num_epochs and do_copy)
                raise
            return self.dataset.create_tuple_iterator(num_epochs=num_epochs)

    def begin(self, num_epochs: int) -> None:
        """Take the next ``epoch()`` calls from one iterator of ``num_epochs`` epochs, as MindSpore's Model
        does: the dataset's epochs 0, 1, ... (each with its own shuffle order), or from the step set with
        ``set_init_step``."""
        self.end()
        # Only a full dataset (one with set_init_step, as msgraph's and MindSpore's) is known to give
        # several epochs from one iterator; a duck-typed one gets an iterator per epoch.
        if self._is_ds and callable(getattr(self.dataset, "get_init_step", None)):
            self._run = self._iterator(num_epochs)

    def reset(self) -> None:
        """The dataset's ``reset()`` where it has one, as MindSpore's Model calls it after each training epoch
        and each evaluation (a no-op for MindSpore's and msgraph's datasets; a user's iterator class may rewind)."""
        fn = getattr(self.dataset, "reset", None)
        if self._is_ds and callable(fn):
            fn()

    def end(self) -> None:
        run = self.__dict__.pop("_run", None)
        if run is not None and callable(getattr(run, "stop", None)):
            run.stop()

    def epoch(self) -> Iterator[Tuple[Any, ...]]:
        """The batches of one epoch."""
        if self._is_ds:
            source = self.__dict__.get("_run")
            if source is None:         # (an iterator's truth value is not asked: it may define __len__)
                source = self._iterator(1)
        else:
            source = self._items if self._items is not None else self.dataset
        for item in source:
            yield as_batch(item)
