"""``PaddedDataset``: rows given as a list of dicts (filler samples, concatenated to a dataset so that its rows
split evenly over shards)."""
from __future__ import annotations

from typing import Any, List

from .datasets import _check_type
from .sources import GeneratorDataset


class _Samples:
    def __init__(self, samples: List[dict]) -> None:
        self.names = list(samples[0].keys())
        self.samples = samples

    def __getitem__(self, index: int) -> tuple:
        return tuple(self.samples[index][k] for k in self.names)

    def __len__(self) -> int:
        return len(self.samples)


class PaddedDataset(GeneratorDataset):
    """One row per dict of ``padded_samples`` (its columns: the first dict's keys), in order."""

    def __init__(self, padded_samples: Any) -> None:
        if not padded_samples:
            raise ValueError("padded_samples cannot be empty.")
        _check_type("padded_samples", padded_samples, list)
        _check_type("padded_element", padded_samples[0], dict)
        source = _Samples(padded_samples)
        super().__init__(source, column_names=source.names, shuffle=False)
        self.padded_samples = padded_samples
