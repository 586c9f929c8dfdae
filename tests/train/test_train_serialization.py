"""Checkpoints: MindSpore-written files load with MindSpore's values; msgraph-written files are
the ones MindSpore was seen to read; round trips, filters, errors and all-or-nothing loading."""
import json
import os

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

pytest.importorskip("google.protobuf")
pytest.importorskip("safetensors")

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures")


def fixture_json(name):
    with open(os.path.join(FIX, name), encoding="utf-8") as f:
        return json.load(f)


# -- files written by MindSpore 2.10 --------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_mindspore_dense_checkpoint_loads_with_its_values(fmt):
    want = fixture_json("mindspore_checkpoints.json")["mindspore_dense_3_2"]
    params = ms.load_checkpoint(os.path.join(FIX, f"mindspore_dense_3_2.{fmt}"), format=fmt)
    assert set(params) == {"weight", "bias"}
    assert isinstance(params["weight"], ms.Parameter)
    # MindSpore 2.10 names what its .ckpt reader returns by key; its safetensors reader leaves them 'Parameter#N'
    assert params["weight"].name == "weight" if fmt == "ckpt" else params["weight"].name.startswith("Parameter#")
    assert params["weight"].dtype == ms.float32
    np.testing.assert_array_equal(params["weight"].asnumpy(), np.array(want["weight"], np.float32))
    np.testing.assert_array_equal(params["bias"].asnumpy(), np.array(want["bias"], np.float32))
    net = nn.Dense(3, 2)
    assert ms.load_param_into_net(net, params) == ([], [])
    np.testing.assert_array_equal(net.weight.asnumpy(), np.array(want["weight"], np.float32))


def test_mindspore_mixed_dtype_checkpoint():
    want = fixture_json("mindspore_checkpoints.json")["mindspore_mixed_dtypes"]
    params = ms.load_checkpoint(os.path.join(FIX, "mindspore_mixed_dtypes.ckpt"))
    assert list(params) == list(want)
    for name, w in want.items():
        p = params[name]
        assert p.asnumpy().dtype == np.dtype(w["dtype"]), name
        assert list(p.shape) == w["shape"], name
        np.testing.assert_array_equal(p.asnumpy(), np.array(w["value"], dtype=w["dtype"]))


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_mindspore_bf16_and_integer_checkpoint(fmt):
    want = fixture_json("mindspore_bf16_mixed.json")
    params = ms.load_checkpoint(os.path.join(FIX, f"mindspore_bf16_mixed.{fmt}"), format=fmt)
    for name, w in want.items():
        if name == "mindspore_version" or (fmt == "safetensors" and name in ("epoch_num", "lr", "note", "flag")):
            continue
        got = params[name]
        if "str" in w:
            assert got == w["str"]
            continue
        if w["dtype"] == "BFloat16":   # a bfloat16 Parameter (numpy's bfloat16: ml_dtypes), read exactly
            assert got.dtype == ms.bfloat16 and got.asnumpy().dtype.name == "bfloat16", name
            np.testing.assert_array_equal(got.float().asnumpy(), np.array(w["value"], dtype=np.float32))
            continue
        dtype = w["dtype"].lower()
        assert got.asnumpy().dtype == np.dtype(dtype), name
        np.testing.assert_array_equal(got.asnumpy(), np.array(w["value"], dtype=dtype))


# -- files written by msgraph, read by MindSpore ---------------------------------------------------
def test_msgraph_writes_the_bytes_mindspore_was_seen_to_read(tmp_path):
    import ckpt_interop

    ckpt_interop.write_files(str(tmp_path))
    for name in ("msgraph_written.ckpt", "msgraph_written.safetensors", "msgraph_written_crc.ckpt"):
        with open(tmp_path / name, "rb") as f, open(os.path.join(FIX, name), "rb") as g:
            assert f.read() == g.read(), f"{name} changed: re-record (see ckpt_interop.py)"
    seen = fixture_json("msgraph_written_read_by_mindspore.json")
    assert seen["msgraph_written.ckpt"]["note"] == {"str": "msgraph"}
    for name, value in ckpt_interop.VALUES.items():
        rec = seen["msgraph_written.ckpt"][name]
        assert rec["shape"] == list(value.shape)
        np.testing.assert_array_equal(np.array(rec["value"], value.dtype), value)
        assert seen["msgraph_written.safetensors"][name]["shape"] == list(value.shape)
    assert seen["msgraph_written.ckpt"]["epoch_num"]["dtype"] == "Int64"
    assert seen["msgraph_written.ckpt"]["lr"]["dtype"] == "Float32"
    assert seen["msgraph_written.ckpt"]["done"]["dtype"] == "Bool"


# -- round trips --------------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_round_trip_keeps_dtypes_shapes_and_values(tmp_path, fmt):
    import ckpt_interop

    params = [ms.Parameter(ms.Tensor(v), name=k) for k, v in ckpt_interop.VALUES.items()]
    path = str(tmp_path / "rt")
    ms.save_checkpoint(params, path, format=fmt)
    assert os.path.exists(path + "." + fmt)
    back = ms.load_checkpoint(path + "." + fmt, format=fmt)
    assert set(back) == set(ckpt_interop.VALUES)
    for k, v in ckpt_interop.VALUES.items():
        assert back[k].asnumpy().dtype == v.dtype and back[k].shape == v.shape
        np.testing.assert_array_equal(back[k].asnumpy(), v)


def test_append_dict_values_and_types(tmp_path):
    path = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(nn.Dense(2, 2), path, append_dict={"epoch_num": 3, "lr": 0.5, "tag": "x", "ok": False})
    back = ms.load_checkpoint(path)
    assert back["tag"] == "x"
    assert back["epoch_num"].dtype == ms.int64 and int(back["epoch_num"].asnumpy()) == 3
    assert back["lr"].dtype == ms.float32 and float(back["lr"].asnumpy()) == 0.5
    assert back["ok"].dtype == ms.bool_ and not bool(back["ok"].asnumpy())
    with pytest.raises(TypeError):
        ms.save_checkpoint(nn.Dense(2, 2), path, append_dict={"bad": [1]})


def test_save_accepts_mindspore_save_objects(tmp_path):
    dense = nn.Dense(2, 3)
    p = str(tmp_path / "x.ckpt")
    ms.save_checkpoint([{"name": "a", "data": ms.Tensor(np.ones(2, np.float32))}], p)
    assert list(ms.load_checkpoint(p)) == ["a"]
    ms.save_checkpoint({"w": dense.weight, "n": np.arange(3, dtype=np.int32)}, p)
    back = ms.load_checkpoint(p)
    assert back["n"].dtype == ms.int32 and back["w"].shape == (3, 2)
    ms.save_checkpoint(dense, p, choice_func=lambda name: name == "bias")
    assert list(ms.load_checkpoint(p)) == ["bias"]
    with pytest.raises(TypeError):
        ms.save_checkpoint(3, p)
    with pytest.raises(TypeError):
        ms.save_checkpoint(dense, 3)
    with pytest.raises(ValueError):
        ms.save_checkpoint(dense, p, format="h5")
    with pytest.raises(TypeError):
        ms.save_checkpoint([ms.Tensor(np.ones(2, np.float32))], p)


def test_overwrite_is_atomic_and_leaves_no_temp_files(tmp_path):
    p = str(tmp_path / "net.ckpt")
    net = nn.Dense(2, 2)
    ms.save_checkpoint(net, p)
    ms.save_checkpoint(net, p)   # over a read-only file, as MindSpore makes them
    assert sorted(os.listdir(tmp_path)) == ["net.ckpt"]
    assert ms.load_checkpoint(p)["weight"].shape == (2, 2)


def test_a_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    from msgraph.train import _formats

    p = str(tmp_path / "net.ckpt")
    ms.save_checkpoint(nn.Dense(2, 2), p)
    before = open(p, "rb").read()

    def boom(tmp, items, crc):
        with open(tmp, "wb") as f:
            f.write(b"partial")
        raise OSError("disk full")

    monkeypatch.setattr(_formats, "write_ckpt", boom)
    with pytest.raises(OSError):
        ms.save_checkpoint(nn.Dense(2, 2), p)
    assert open(p, "rb").read() == before
    assert os.listdir(tmp_path) == ["net.ckpt"]


def test_prefix_filters_and_choice_func():
    path = os.path.join(FIX, "mindspore_dense_3_2.ckpt")
    assert list(ms.load_checkpoint(path, filter_prefix="weight")) == ["bias"]
    assert list(ms.load_checkpoint(path, specify_prefix=["bi"])) == ["bias"]
    assert list(ms.load_checkpoint(path, choice_func=lambda n: n.startswith("w"))) == ["weight"]
    with pytest.raises(ValueError, match="empty"):
        ms.load_checkpoint(path, filter_prefix=["weight", "bias"])
    with pytest.raises(TypeError):
        ms.load_checkpoint(path, filter_prefix=3)
    with pytest.raises(ValueError):
        ms.load_checkpoint(path, filter_prefix=[""])


def test_crc_check_detects_a_changed_byte(tmp_path):
    p = str(tmp_path / "c.ckpt")
    ms.save_checkpoint(nn.Dense(2, 2), p, crc_check=True)
    assert set(ms.load_checkpoint(p, crc_check=True)) == {"weight", "bias"}
    data = bytearray(open(p, "rb").read())
    data[-30] ^= 0x01   # inside the last tensor's bytes: still parses, but the CRC differs
    os.chmod(p, 0o600)
    open(p, "wb").write(bytes(data))
    with pytest.raises(ValueError, match="crc"):
        ms.load_checkpoint(p, crc_check=True)


# -- errors -------------------------------------------------------------------------------------------
def _damaged(tmp_path, name, data):
    p = tmp_path / name
    p.write_bytes(data)
    return str(p)


@pytest.mark.parametrize("cut", [10, 40, 70])
def test_truncated_ckpt_raises_value_error_naming_the_file(tmp_path, cut):
    data = open(os.path.join(FIX, "mindspore_dense_3_2.ckpt"), "rb").read()[:cut]
    p = _damaged(tmp_path, "trunc.ckpt", data)
    with pytest.raises(ValueError, match="trunc.ckpt"):
        ms.load_checkpoint(p)


def test_garbage_and_wrong_size_content(tmp_path):
    p = _damaged(tmp_path, "junk.ckpt", b"garbage\x00\xff\xfe")
    with pytest.raises(ValueError, match="junk.ckpt"):
        ms.load_checkpoint(p)
    from msgraph.train._proto import checkpoint_class

    msg = checkpoint_class()()
    v = msg.value.add()
    v.tag, v.tensor.tensor_type, v.tensor.tensor_content = "w", "Float32", b"\x00" * 7
    v.tensor.dims.extend([2])
    p = _damaged(tmp_path, "size.ckpt", msg.SerializeToString())
    with pytest.raises(ValueError, match="size.ckpt.*'w'"):
        ms.load_checkpoint(p)
    v.tensor.tensor_type, v.tensor.tensor_content = "Complex99", b"\x00" * 8
    p = _damaged(tmp_path, "type.ckpt", msg.SerializeToString())
    with pytest.raises(ValueError, match="Complex99"):
        ms.load_checkpoint(p)


def test_truncated_safetensors(tmp_path):
    data = open(os.path.join(FIX, "mindspore_dense_3_2.safetensors"), "rb").read()[:60]
    p = _damaged(tmp_path, "t.safetensors", data)
    with pytest.raises(ValueError, match="t.safetensors"):
        ms.load_checkpoint(p, format="safetensors")


def test_file_and_format_checks(tmp_path):
    with pytest.raises(ValueError, match="does not exist"):
        ms.load_checkpoint(str(tmp_path / "nope.ckpt"))
    with pytest.raises(ValueError, match="format"):
        ms.load_checkpoint(os.path.join(FIX, "mindspore_dense_3_2.safetensors"))
    with pytest.raises(ValueError):
        ms.load_checkpoint(os.path.join(FIX, "mindspore_dense_3_2.ckpt"), format="xyz")
    with pytest.raises(TypeError):
        ms.load_checkpoint(3)


# -- load_param_into_net ------------------------------------------------------------------------------
class TwoLayers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(3, 4)
        self.fc2 = nn.Dense(4, 2)

    def construct(self, x):
        return self.fc2(self.fc1(x))


def test_a_mismatch_leaves_the_net_unchanged():
    net = TwoLayers()
    before = {k: v.asnumpy().copy() for k, v in net.parameters_dict().items()}
    donor = TwoLayers()
    pd = {k: ms.Parameter(v.asnumpy() + 1, name=k) for k, v in donor.parameters_dict().items()}
    pd["fc2.bias"] = ms.Parameter(np.zeros(5, np.float32), name="fc2.bias")   # the last one is wrong
    with pytest.raises(RuntimeError, match="fc2.bias"):
        ms.load_param_into_net(net, pd)
    for k, v in net.parameters_dict().items():
        np.testing.assert_array_equal(v.asnumpy(), before[k])


def test_returns_mindspore_lists_and_converts_dtypes():
    net = TwoLayers()
    pd = {"fc1.weight": ms.Parameter(np.ones((4, 3), np.float16), name="fc1.weight"),
          "extra": ms.Parameter(np.ones(2, np.float32), name="extra"), "note": "text"}
    not_loaded, unused = ms.load_param_into_net(net, pd)
    assert not_loaded == ["fc1.bias", "fc2.weight", "fc2.bias"]
    assert unused == ["extra", "note"]
    assert net.fc1.weight.dtype == ms.float32
    np.testing.assert_array_equal(net.fc1.weight.asnumpy(), np.ones((4, 3), np.float32))
    with pytest.raises(RuntimeError):
        ms.load_param_into_net(TwoLayers(), pd, strict_load=True)
    with pytest.raises(RuntimeError):   # int -> float is never converted
        ms.load_param_into_net(TwoLayers(), {"fc1.weight": ms.Parameter(np.ones((4, 3), np.int32), name="w")})
    with pytest.raises(TypeError):
        ms.load_param_into_net(TwoLayers(), {"fc1.weight": ms.Tensor(np.ones((4, 3), np.float32))})
    with pytest.raises(TypeError):
        ms.load_param_into_net(3, {})
    with pytest.raises(TypeError):
        ms.load_param_into_net(TwoLayers(), [])


def test_prefixed_names_are_matched_like_mindspore():
    net = nn.Dense(3, 2)
    pd = {"network.backbone.weight": ms.Parameter(np.full((2, 3), 2.0, np.float32), name="a"),
          "network.backbone.bias": ms.Parameter(np.full(2, 3.0, np.float32), name="b")}
    not_loaded, unused = ms.load_param_into_net(net, pd)
    assert not_loaded == [] and unused == list(pd)
    np.testing.assert_array_equal(net.bias.asnumpy(), [3.0, 3.0])


def test_load_checkpoint_into_net_and_async(tmp_path):
    net = nn.Dense(3, 2)
    ms.load_checkpoint(os.path.join(FIX, "mindspore_dense_3_2.ckpt"), net=net)
    want = fixture_json("mindspore_checkpoints.json")["mindspore_dense_3_2"]["bias"]
    np.testing.assert_array_equal(net.bias.asnumpy(), np.array(want, np.float32))
    fut = ms.load_checkpoint_async(os.path.join(FIX, "mindspore_dense_3_2.safetensors"))
    assert set(fut.result()) == {"weight", "bias"}


def test_conversion_and_export(tmp_path):
    src = tmp_path / "d.ckpt"
    src.write_bytes(open(os.path.join(FIX, "mindspore_dense_3_2.ckpt"), "rb").read())
    ms.train.ckpt_to_safetensors(str(src))
    back = ms.load_checkpoint(str(tmp_path / "d.safetensors"), format="safetensors")
    assert set(back) == {"weight", "bias"}
    net = nn.Dense(3, 2)
    x = ms.Tensor(np.ones((1, 3), np.float32))
    assert ms.export(net, x, file_name=str(tmp_path / "m"), file_format="MINDIR") is None  # as MindSpore
    loaded = nn.GraphCell(ms.load(str(tmp_path / "m.mindir")))
    assert np.array_equal(loaded(x).asnumpy(), net(x).asnumpy())
    path = ms.export(net, x, file_name=str(tmp_path / "m"), file_format="ONNX")  # no ONNX writer: the Parameters
    assert path.endswith("m.ckpt") and set(ms.load_checkpoint(path)) == {"weight", "bias"}
    with pytest.raises(ValueError, match="'AIR' format with Ascend backend"):   # MindSpore on CPU
        ms.export(net, x, file_name=str(tmp_path / "m"), file_format="AIR")
    with pytest.raises(ValueError):
        ms.export(net, ms.Tensor(np.ones((1, 3), np.float32)), file_name="m", file_format="PB")


def test_import_msgraph_does_not_import_protobuf():
    import subprocess
    import sys

    code = "import sys, msgraph; print('google.protobuf' in sys.modules, 'safetensors' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=os.path.dirname(os.path.dirname(HERE)), check=True).stdout
    assert out.split() == ["False", "False"]


# -- properties -------------------------------------------------------------------------------------
from hypothesis import given, settings, strategies as st  # noqa: E402
from hypothesis.extra import numpy as hnp  # noqa: E402

_DTYPES = st.sampled_from([np.float16, np.float32, np.float64, np.int8, np.int16, np.int32, np.int64, np.uint8,
                           np.uint16, np.uint32, np.uint64, np.bool_])


@settings(max_examples=40, deadline=None)
@given(arrays=st.lists(_DTYPES.flatmap(lambda d: hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=3, max_side=4))),
                       min_size=1, max_size=4),
       fmt=st.sampled_from(["ckpt", "safetensors"]))
def test_any_arrays_round_trip_bit_exactly(tmp_path_factory, arrays, fmt):
    d = tmp_path_factory.mktemp("rt")
    items = {f"p{i}": a for i, a in enumerate(arrays)}
    ms.save_checkpoint({k: ms.Parameter(v, name=k) for k, v in items.items()}, str(d / "x"), format=fmt)
    back = ms.load_checkpoint(str(d / f"x.{fmt}"), format=fmt)
    assert set(back) == set(items)
    for k, v in items.items():
        got = back[k].asnumpy()
        assert got.dtype == v.dtype and got.shape == v.shape
        assert got.tobytes() == v.tobytes()   # NaNs and signed zeros included



def test_mindir_round_trip_in_process(tmp_path):
    """export -> load -> nn.GraphCell gives the network as it was at export, in Graph mode, from Python and
    from graph code; params_init renames nothing and updates by name; foreign files fail with RuntimeError."""
    net = nn.Dense(3, 2)
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    want = net(x).asnumpy()
    path = str(tmp_path / "d.mindir")
    assert ms.export(net, x, file_name=str(tmp_path / "d"), file_format="MINDIR") is None and os.path.exists(path)
    net.weight.set_data(ms.Tensor(np.zeros((2, 3), np.float32)))   # later changes do not reach the export
    cell = nn.GraphCell(ms.load(path))
    np.testing.assert_allclose(cell(x).asnumpy(), want, rtol=1e-6)
    assert ms.get_context("mode") == ms.PYNATIVE_MODE

    @ms.jit
    def run(a):
        return cell(a) * 2
    np.testing.assert_allclose(run(x).asnumpy(), want * 2, rtol=1e-6)

    bias = ms.Tensor(np.array([10.0, 20.0], np.float32))
    moved = nn.GraphCell(ms.load(path), params_init={"bias": bias, "unknown": bias})
    np.testing.assert_allclose(moved(x).asnumpy(), want - net.bias.asnumpy() + bias.asnumpy(), rtol=1e-6)

    @ms.jit
    def add(a):
        return a + 1
    ms.export(add, x, file_name=str(tmp_path / "f.mindir"), file_format="MINDIR")
    fpath = str(tmp_path / "f.mindir")
    np.testing.assert_array_equal(nn.GraphCell(ms.load(fpath))(x).asnumpy(), x.asnumpy() + 1)

    other = tmp_path / "ms.mindir"
    other.write_bytes(b"\x0a\x05not-msgraph")
    with pytest.raises(RuntimeError, match="msgraph can read only the MindIR files"):
        ms.load(str(other))
    with pytest.raises(ValueError, match="does not exist"):
        ms.load(str(tmp_path / "none.mindir"))
    with pytest.raises(ValueError, match="should end with '.mindir'"):
        ms.load(str(tmp_path / "d.ckpt"))
    with pytest.raises(TypeError, match="FuncGraph"):
        nn.GraphCell(net)


def test_mindir_keeps_training_mode_folds_constants_and_loads_apart(tmp_path):
    """A Cell in training mode exports its training graph; each load is a graph of its own; non-Tensor export
    inputs are folded into the graph (the GraphCell takes the Tensor inputs only) and a GraphCell refuses a
    non-Tensor input; params_init must match the Parameter's shape and dtype (MindSpore 2.10, adapt45misc)."""
    x = ms.Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
    net = nn.BatchNorm1d(2)
    net.set_train(True)
    path = str(tmp_path / "bn.mindir")
    ms.export(net, x, file_name=path, file_format="MINDIR")
    assert net.training and net.moving_mean.asnumpy().tolist() == [0.0, 0.0]
    g1, g2 = nn.GraphCell(ms.load(path)), nn.GraphCell(ms.load(path))
    np.testing.assert_allclose(g1(x).asnumpy(), [[-1.0, -1.0], [1.0, 1.0]], atol=1e-4)   # batch statistics
    def mean(g):
        return [p.asnumpy().tolist() for p in g.get_parameters() if p.name.endswith("mean")][0]
    assert mean(g1) != [0.0, 0.0] and mean(g2) == [0.0, 0.0]

    class Scale(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([2.0, 3.0], np.float32)), name="w")

        def construct(self, a):
            return a * self.w
    dense = Scale()
    ms.export(dense, 3, file_name=str(tmp_path / "c"), file_format="MINDIR")
    folded = nn.GraphCell(ms.load(str(tmp_path / "c.mindir")))
    np.testing.assert_array_equal(folded().asnumpy(), [6.0, 9.0])
    with pytest.raises(RuntimeError, match="not Compatible"):
        folded(3)
    ms.export(dense, x, file_name=str(tmp_path / "t"), file_format="MINDIR")
    with pytest.raises(RuntimeError, match="must be a Tensor"):
        nn.GraphCell(ms.load(str(tmp_path / "t.mindir")))(x.asnumpy())
    with pytest.raises(ValueError, match="same shape and dtype"):
        nn.GraphCell(ms.load(str(tmp_path / "t.mindir")), params_init={"w": ms.Tensor(np.ones((2,), np.float16))})


def test_load_param_into_net_trailing_unit_axes_take_the_checkpoint_shape():
    """MindSpore 2.10 checks only that the extra trailing axes are 1, and the Parameter takes the checkpoint's shape;
    a size that does not reshape is numpy's ValueError."""
    net = nn.Dense(2, 1)
    ms.load_param_into_net(net, {"bias": ms.Parameter(ms.Tensor(np.array([[5.0]], np.float32)), name="bias")})
    assert net.bias.shape == (1, 1)
    with pytest.raises(ValueError, match="reshape"):
        ms.load_param_into_net(net, {"weight": ms.Parameter(ms.Tensor(np.ones((3, 1, 1), np.float32)), name="weight")})
