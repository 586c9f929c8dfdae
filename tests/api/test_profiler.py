"""``ms.Profiler``: op and graph timings of a real run, written where MindSpore writes its tables."""
import csv

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops


def _read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def test_profiler_times_eager_ops_and_graphs(tmp_path):
    net = nn.Dense(4, 3)
    x = ms.Tensor(np.ones((2, 4), np.float32))
    prof = ms.Profiler(output_path=str(tmp_path))
    for _ in range(3):
        net(x)
        ops.relu(x)
        prof.step()
    with ms.context_scope(mode=ms.GRAPH_MODE):
        net(x)
        net(x)
    prof.analyse()
    rows = {r["op_type"]: r for r in _read(tmp_path / "profiler" / "op_statistic.csv")}
    assert int(rows["ReLU"]["calls"]) == 3 and int(rows["MatMul"]["calls"]) == 3
    assert all(float(r["total_ms"]) >= 0 for r in rows.values())
    graphs = _read(tmp_path / "profiler" / "graph_statistic.csv")
    assert sum(int(g["calls"]) for g in graphs) == 2
    assert len(_read(tmp_path / "profiler" / "step_trace.csv")) == 3
    assert prof.op_analyse("ReLU")["ReLU"]["calls"] == 3


def test_nothing_collected_after_stop(tmp_path):
    prof = ms.Profiler(output_path=str(tmp_path))
    prof.stop()
    ops.relu(ms.Tensor(np.ones(2, np.float32)))
    assert prof.op_analyse("ReLU") == {}
    with pytest.raises(RuntimeError):
        prof.stop()


def test_one_profiler_at_a_time(tmp_path):
    a = ms.Profiler(output_path=str(tmp_path))
    try:
        with pytest.raises(RuntimeError):
            ms.Profiler(output_path=str(tmp_path))
    finally:
        a.stop()
