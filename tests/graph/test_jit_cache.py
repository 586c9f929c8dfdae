"""One compile per signature: shapes, dtypes, Python constants, hash_args, input_signature, compile_once."""
import threading

import numpy as np
import pytest

import msgraph as ms
from msgraph import errors
from msgraph.runtime import stats


def t(shape, dtype=np.float32, fill=1.0):
    return ms.Tensor(np.full(shape, fill, dtype))


def test_recompiles_only_on_new_shape_dtype_or_constant():
    @ms.jit
    def f(x, k):
        return x * k

    f(t((2,)), 2)
    f(t((2,), fill=5.0), 2)            # same signature, new values: no recompile
    assert f.cache_info().compiles == 1
    f(t((3,)), 2)                      # new shape
    f(t((2,), np.float64), 2)          # new dtype
    f(t((2,)), 3)                      # new Python constant
    assert f.cache_info().compiles == 4
    assert f.cache_info().hits == 1


def test_tuple_argument_length_change_recompiles():
    @ms.jit
    def f(xs):
        s = xs[0]
        for x in xs[1:]:
            s = s + x
        return s
    assert float(f((t(()), t(()))).asnumpy()) == 2.0
    assert float(f((t(()), t(()), t(()))).asnumpy()) == 3.0
    assert f.cache_info().compiles == 2


def test_hash_args_change_triggers_recompile():
    scale = {"v": 2.0}

    def get():
        return scale["v"]

    class Box:
        def __init__(self, v):
            self.v = v

        def __hash__(self):
            return hash(self.v)

        def __eq__(self, o):
            return isinstance(o, Box) and o.v == self.v

    box = Box(2.0)

    def f(x):
        return x * box.v

    jf = ms.jit(f, hash_args=box)
    assert jf(t((1,))).asnumpy()[0] == 2.0
    assert jf.cache_info().compiles == 1


def test_input_signature_does_not_hold_calls():
    # MindSpore 2.10 runs a mismatching call on what was passed (r2jit/sig_mismatch); only the count is checked
    sig = (ms.Tensor(np.zeros((2, 3), np.float32)),)
    double = lambda x: x * 2.0
    jf = ms.jit(double, input_signature=sig)
    assert jf(t((2, 3))).shape == (2, 3)
    assert jf(t((3, 3))).shape == (3, 3)
    assert jf(t((2, 3), np.float64)).dtype == ms.float64
    assert jf(x=t((2, 3))).shape == (2, 3)
    with pytest.raises(TypeError, match="needs 1 positional argument"):
        jf(t((2, 3)), t((2, 3)))


def test_compile_once_shares_cache_across_recreated_functions():
    def make():
        def f(x):
            return x + 1.0
        return ms.jit(f, compile_once=True)
    before = stats.total()
    for _ in range(3):
        make()(t((4,)))
    assert stats.total() - before == 1


def test_threads_compile_each_signature_once():
    @ms.jit
    def f(x):
        return x * 3.0 + 1.0
    shapes = [(2,), (3,), (4,), (5,)] * 4
    results = [None] * len(shapes)

    def work(i):
        results[i] = f(t(shapes[i], fill=float(i)))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(shapes))]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for i, r in enumerate(results):
        np.testing.assert_allclose(r.asnumpy(), np.full(shapes[i], i * 3.0 + 1.0, np.float32))
    assert f.cache_info().compiles == 4


def test_jit_config_validation_and_both_spellings():
    with pytest.raises(ValueError):
        ms.JitConfig(jit_level="O3")
    with pytest.raises(ValueError):
        ms.JitConfig(jit_syntax_level="LOOSE")
    cfg = ms.JitConfig(jit_level="O2", exec_mode="auto", jit_syntax_level="STRICT")
    assert cfg.exc_mode == "auto" and cfg.exec_mode == "auto"
    inc = lambda x: x + 1.0
    f = ms.jit(function=inc, capture_mode="ast", jit_level="O0", fullgraph=True)
    assert f.jit_config.resolved() == ("O0", "STRICT")
    assert float(f(t(())).asnumpy()) == 2.0


def test_get_ir_and_source_are_readable():
    @ms.jit
    def f(x):
        y = x * 2.0
        return y + x
    f(t((2,)))
    ir = f.get_ir()
    assert "%y" in ir and "Mul" in ir and "test_jit_cache.py" in ir
    src = f.get_source()
    assert "def f(" in src and "# test_jit_cache.py:" in src


def test_save_graphs_writes_ir_per_stage(tmp_path):
    ms.set_context(save_graphs=True, save_graphs_path=str(tmp_path))
    try:
        @ms.jit
        def g(x):
            return x * 2.0 + 1.0
        g(t((2,)))
    finally:
        ms.set_context(save_graphs=False)
    files = sorted(p.name for p in (tmp_path / "msgraph_ir" / "g").iterdir())
    assert files[0] == "00_parsed.ir" and "99_codegen.py" in files
    assert any("dce" in f for f in files)


def test_jit_disabled_by_env_runs_eagerly(monkeypatch):
    monkeypatch.setenv("MSGRAPH_JIT", "0")
    calls = []

    def f(x):
        calls.append(1)
        return x + 1.0
    jf = ms.jit(f)
    jf(t((2,)))
    jf(t((2,)))
    assert len(calls) == 2 and jf.cache_info().compiles == 0


def test_mutable_scalar_is_a_runtime_input():
    @ms.jit
    def f(x, k):
        return x * k + k

    a = f(t((2,)), ms.mutable(2.0))
    b = f(t((2,)), ms.mutable(5.0))
    assert a.asnumpy().tolist() == [4.0, 4.0] and b.asnumpy().tolist() == [10.0, 10.0]
    assert a.dtype == ms.float32            # weakly typed like the Python number
    assert f.cache_info().compiles == 1
    assert ms.mutable(3) == 3 and ms.mutable(3) + 1 == 4
    # MindSpore 2.10 accepts a bool (its _Bool: an int reporting bool; recorded in st_hook2/mutable_bool.py)
    assert isinstance(ms.mutable(True), bool) and ms.mutable(True) == 1 and str(ms.mutable(False)) == "False"


def test_input_signature_with_dynamic_dimension():
    sig = ms.Tensor(shape=[None, 3], dtype=ms.float32)
    sum0 = lambda x: x.sum(0)
    jf = ms.jit(sum0, input_signature=(sig,))
    assert jf(t((2, 3))).shape == (3,)
    assert jf(t((5, 3))).shape == (3,)
    assert jf(t((5, 4))).shape == (4,)


def test_equal_code_objects_of_two_files_are_two_functions(tmp_path, monkeypatch):
    """Python's code equality ignores the file: ``return x * (1 << 64)`` and ``return x * (2 ** 64)`` on the same
    line of two files fold to EQUAL code objects.  Each file's source is still its own graph (MindSpore 2.10:
    the first raises its int64 shift overflow, the second runs and gives 0)."""
    import importlib

    body = "import msgraph as ms\n\n@ms.jit\ndef f(x):\n    return x * ({})\n"
    (tmp_path / "eqcode_a.py").write_text(body.format("1 << 64"))
    (tmp_path / "eqcode_b.py").write_text(body.format("2 ** 64"))
    monkeypatch.syspath_prepend(str(tmp_path))
    a, b = importlib.import_module("eqcode_a"), importlib.import_module("eqcode_b")
    assert a.f.fn.__code__ == b.f.fn.__code__          # (the premise: equal, not identical)
    with pytest.raises(RuntimeError, match="left shift causes int64 integer overflow"):
        a.f(ms.Tensor(2))
    out = b.f(ms.Tensor(2))
    assert int(out.asnumpy()) == 0


def test_numpy_argument_keyed_by_value_not_id():
    """A numpy argument is a graph constant: a freed array whose id the next array reuses must not hit the old
    graph (adapt45pij; st pi_jit control_ms/test_cont_break_pijit)."""
    import numpy as np
    import msgraph as ms

    @ms.jit
    def f(x):
        return x * 2

    got = [f(np.full((2,), float(k), np.float32)).tolist() for k in range(4)]
    assert got == [[0.0, 0.0], [2.0, 2.0], [4.0, 4.0], [6.0, 6.0]]
    assert f.cache_info().compiles == 4
