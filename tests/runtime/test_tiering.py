"""Tiering: background compiles give kernels only to the fused groups worth compiling."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.codegen import backend
from msgraph.ir.nodes import Struct

pytest.importorskip("numba")


def f(x, y):
    a = ops.tanh(x * 0.5 + y) * 3.0
    b = ops.matmul(a, y)                 # splits the graph into two fused groups
    return ops.sigmoid(b * 2.0) - b


def _inputs():
    x = ms.Tensor(np.linspace(-1, 1, 64, dtype=np.float32).reshape(8, 8))
    y = ms.Tensor(np.linspace(1, -1, 64, dtype=np.float32).reshape(8, 8))
    return x, y


@pytest.fixture
def background(monkeypatch, tmp_path):
    monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)
    monkeypatch.setenv("MSGRAPH_CACHE_DIR", str(tmp_path))
    ms.set_context(mode=ms.GRAPH_MODE)
    yield monkeypatch
    backend.wait_for_kernels(300)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _code(jf):
    (exe,) = jf.executables()
    assert isinstance(exe.code, backend.SwitchingCode)
    return exe.code


def test_a_graph_is_submitted_after_its_second_call_with_each_groups_time(background):
    background.setenv("MSGRAPH_TIER_US", "20")
    x, y = _inputs()
    jf = ms.jit(f)
    want = f(x, y).asnumpy()
    np.testing.assert_allclose(jf(x, y).asnumpy(), want, rtol=1e-6)
    code = _code(jf)
    assert not code._submitted and code in backend._once_called
    groups = [n for n in code.graph.walk() if n.op is Struct.FUSED]
    assert len(groups) == 2 and set(code.measured) == {id(n) for n in groups}
    assert all(t > 0 for t in code.measured.values())
    np.testing.assert_allclose(jf(x, y).asnumpy(), want, rtol=1e-6)
    assert code._submitted and code not in backend._once_called
    assert backend.wait_for_kernels(300)
    np.testing.assert_allclose(jf(x, y).asnumpy(), want, rtol=2e-6, atol=1e-6)


def test_a_graph_called_once_is_compiled_when_asked(background):
    background.setenv("MSGRAPH_TIER_US", "0.001")
    x, y = _inputs()
    jf = ms.jit(f)
    jf(x, y)
    before = backend.stats()["switched"]
    assert backend.wait_for_kernels(300)           # submits the graphs called once
    assert backend.stats()["switched"] == before + 1
    assert _code(jf).plan.specs


def test_cold_groups_stay_numpy_and_lose_their_timing_code(background):
    background.setenv("MSGRAPH_TIER_US", "1e9")    # no group is worth a kernel
    x, y = _inputs()
    jf = ms.jit(f)
    want = f(x, y).asnumpy()
    before = backend.stats()
    jf(x, y)
    jf(x, y)
    assert backend.wait_for_kernels(300)
    after = backend.stats()
    # (the global counters may also count earlier tests' background work finishing now: check this graph's plan)
    assert after["tier_cold"] >= before["tier_cold"] + 2
    code = _code(jf)
    assert code.plan.cold == 2 and not code.plan.specs
    assert "_tier_" in code.py.source and "_tier_" not in code.current.source
    np.testing.assert_allclose(jf(x, y).asnumpy(), want, rtol=1e-6)   # bit-for-bit the numpy path
    assert "_tier_" not in code.source


def test_the_plan_keeps_exactly_the_groups_measured_below_the_threshold(background):
    background.setenv("MSGRAPH_TIER_US", "20")
    x, y = _inputs()
    jf = ms.jit(f)
    jf(x, y)
    code = _code(jf)
    slow, fast = [n for n in code.graph.walk() if n.op is Struct.FUSED]
    plan = backend.Plan(code.graph, "O1", {id(slow): 1e-3, id(fast): 1e-6})
    assert plan.cold == 1 and [s.node for s in plan.specs] == [slow]
    assert backend.Plan(code.graph, "O1", None).cold == 0                 # nothing measured: all
    background.setenv("MSGRAPH_TIER_US", "0")                            # switched off: all
    assert len(backend.Plan(code.graph, "O1", {id(slow): 1e-9, id(fast): 1e-9}).specs) == 2
    # an unmeasured group (a branch not taken in the measured calls) is compiled
    background.setenv("MSGRAPH_TIER_US", "20")
    assert backend.Plan(code.graph, "O1", {id(fast): 1e-9}).cold == 1


def test_tiering_switched_off_submits_after_the_first_call(background):
    background.setenv("MSGRAPH_TIER_US", "0")
    x, y = _inputs()
    jf = ms.jit(f)
    jf(x, y)
    code = _code(jf)
    assert code._submitted and code.times is None and "_tier_" not in code.py.source


def test_the_module_and_its_cache_key_do_not_depend_on_the_measurements(background):
    # Tiering measurements vary from run to run; the kernel module (whose text is the disk cache's
    # key) holds every group's kernel, so a later process -- another hot set, or a sync compile --
    # finds the module an earlier one compiled, and Numba's per-kernel cache has what it compiled.
    background.setenv("MSGRAPH_TIER_US", "20")
    x, y = _inputs()
    jf = ms.jit(f)
    jf(x, y)
    code = _code(jf)
    slow, fast = [n for n in code.graph.walk() if n.op is Struct.FUSED]
    one = backend.Plan(code.graph, "O1", {id(slow): 1e-3, id(fast): 1e-6})
    other = backend.Plan(code.graph, "O1", {id(slow): 1e-6, id(fast): 1e-3})
    every = backend.Plan(code.graph, "O1", None)
    assert one.source == other.source == every.source
    assert [s.name for s in one.module_specs] == [s.name for s in every.specs]
    assert [s.node for s in one.specs] == [slow] and [s.node for s in other.specs] == [fast]


def test_a_later_process_with_another_hot_set_compiles_only_what_is_missing(tmp_path):
    from msgraph.runtime import compile_process

    mod = tmp_path / "k_abc.py"
    mod.write_text("# kernels\n")
    cache = tmp_path / "__pycache__"
    cache.mkdir()
    (cache / "k_abc.k0_g-12.py311.nbi").write_text("")
    assert compile_process._uncached(str(mod), ["k0_g", "k1_g"]) == ["k1_g"]
    (cache / "k_abc.k1_g-30.py311.nbi").write_text("")
    assert compile_process._uncached(str(mod), ["k0_g", "k1_g"]) == []
