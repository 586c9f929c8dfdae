"""``mindspore.profiler`` / ``ms.Profiler``: where the time of a training run goes, on the CPU.

``Profiler(output_path="./data")`` starts collecting at once (``start_profile=False`` waits for
``start()``); ``stop()`` ends collection; ``analyse()`` writes the tables to
``<output_path>/profiler/``:

* ``op_statistic.csv`` -- every op run eagerly (PyNative): op type, calls, total and mean time;
* ``graph_statistic.csv`` -- every compiled graph (Graph mode, ``@jit``): calls, total and mean time;
* ``step_trace.csv`` -- the wall time of each ``step()`` interval.

``op_analyse(op_name)`` returns one op's row as a dict.  MindSpore's device-side traces (Ascend/GPU
kernels, memory, timeline JSON for its MindInsight viewer) have no CPU counterpart here and are
not written; the options that select them are accepted (see docs/differences.md).
"""
from __future__ import annotations

import csv
import os
import time
from typing import Any, Dict, List, Optional

from ..common import profiling as _state

__all__ = ["Profiler", "ProfilerLevel", "ProfilerActivity"]


class ProfilerLevel:
    Level0 = "Level0"
    Level1 = "Level1"
    Level2 = "Level2"
    LevelNone = "LevelNone"


class ProfilerActivity:
    CPU = "CPU"
    NPU = "NPU"
    GPU = "GPU"


class Profiler:
    """Collects op and graph timings of this process (see the module docstring)."""

    _active: Optional["Profiler"] = None

    def __init__(self, **kwargs: Any) -> None:
        self.output_path = os.path.abspath(str(kwargs.pop("output_path", "./data")))
        start = kwargs.pop("start_profile", True)
        self.options: Dict[str, Any] = kwargs  # MindSpore's device-trace options: accepted
        self._steps: List[float] = []
        self._step_start: Optional[float] = None
        self._collected: Optional[Dict[str, Any]] = None
        if start:
            self.start()

    def start(self) -> None:
        if Profiler._active is not None and Profiler._active is not self:
            raise RuntimeError("The profiler has already started; call stop() on it before starting another.")
        if Profiler._active is None:
            _state.reset()
        Profiler._active = self
        self._step_start = time.perf_counter()
        _state.set_active(True)

    def stop(self) -> None:
        if Profiler._active is not self:
            raise RuntimeError("The profiler has not started; call start() first.")
        _state.set_active(False)
        self._collected = _state.snapshot()
        Profiler._active = None

    def step(self) -> None:
        """Mark the end of a training step (the step trace records each interval)."""
        now = time.perf_counter()
        if self._step_start is not None:
            self._steps.append(now - self._step_start)
        self._step_start = now

    def _data(self) -> Dict[str, Any]:
        return self._collected if self._collected is not None else _state.snapshot()

    def op_analyse(self, op_name: Any, device_id: Any = None) -> Dict[str, Any]:
        names = [op_name] if isinstance(op_name, str) else list(op_name)
        ops = self._data()["ops"]
        return {n: _row(n, *ops[n]) for n in names if n in ops}

    def analyse(self, offline_path: Any = None, pretty: bool = False, step_list: Any = None,
                mode: str = "sync") -> None:
        if Profiler._active is self:
            self.stop()
        out = os.path.join(self.output_path, "profiler")
        os.makedirs(out, exist_ok=True)
        data = self._data()
        _write(os.path.join(out, "op_statistic.csv"), "op_type", data["ops"])
        _write(os.path.join(out, "graph_statistic.csv"), "graph", data["graphs"])
        with open(os.path.join(out, "step_trace.csv"), "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["step", "time_ms"])
            for i, t in enumerate(self._steps, 1):
                w.writerow([i, f"{t * 1e3:.3f}"])

    @staticmethod
    def offline_analyse(path: str, pretty: bool = False, step_list: Any = None, data_simplification: bool = True) -> None:
        raise RuntimeError(f"For 'offline_analyse', msgraph writes its tables at analyse() time; there is no "
                           f"raw device data under {path!r} to analyse.")

    def add_metadata(self, key: str, value: str) -> None:
        self.options.setdefault("metadata", {})[key] = value

    def add_metadata_json(self, key: str, value: str) -> None:
        self.add_metadata(key, value)

    def __enter__(self) -> "Profiler":
        if Profiler._active is not self:
            self.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if Profiler._active is self:
            self.stop()


def _row(name: str, calls: float, total: float) -> Dict[str, Any]:
    return {"name": name, "calls": int(calls), "total_ms": total * 1e3, "avg_ms": total * 1e3 / max(calls, 1)}


def _write(path: str, key: str, table: Dict[str, Any]) -> None:
    rows = sorted((_row(n, *v) for n, v in table.items()), key=lambda r: -r["total_ms"])
    total = sum(r["total_ms"] for r in rows) or 1.0
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow([key, "calls", "total_ms", "avg_ms", "percent"])
        for r in rows:
            w.writerow([r["name"], r["calls"], f"{r['total_ms']:.3f}", f"{r['avg_ms']:.4f}",
                        f"{100 * r['total_ms'] / total:.2f}"])
