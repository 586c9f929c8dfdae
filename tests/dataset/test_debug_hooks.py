"""mindspore.dataset.debug and set_debug_mode(flag, debug_hook_list): hooks around each map operation."""
import numpy as np
import pytest

import msgraph.dataset as ds
import msgraph.dataset.debug as debug


@pytest.fixture(autouse=True)
def _debug_off():
    yield
    ds.config.set_debug_mode(False, [debug.PrintMetaDataHook()])


LOG = []


class Record(debug.DebugHook):
    """Records what it sees in LOG (debug mode runs deep copies of the hooks it is given)."""

    def compute(self, *args):
        LOG.append((self.prev_op_name, self.is_first_op, [np.asarray(c).tolist() for c in args[0]]))


def double(x):
    return x * 2


def test_hooks_around_each_operation(capsys):
    log = LOG
    del log[:]
    ds.config.set_debug_mode(True, [Record()])
    d = ds.NumpySlicesDataset([1, 2], column_names=["x"], shuffle=False).map([double, lambda x: x + 1], ["x"])
    assert [int(r[0]) for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)] == [3, 5]
    assert log[:3] == [("double", True, [1]), ("double", False, [2]), ("<lambda>", False, [3])]
    assert len(log) == 6
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == ["[Dataset debugger] Print the [INPUT] of the operation [double].",
                       "[Dataset debugger] Print the [OUTPUT] of the operation [double].",
                       "[Dataset debugger] Print the [OUTPUT] of the operation [<lambda>]."]


def test_default_hook_prints_metadata(capsys):
    ds.config.set_debug_mode(True)
    d = ds.NumpySlicesDataset({"a": np.zeros((1, 2, 3), np.float32)}, shuffle=False).map(double, ["a"])
    list(d.create_tuple_iterator(num_epochs=1, output_numpy=True))
    assert "Column 0. The dtype is [float32]. The shape is [(2, 3)]." in capsys.readouterr().out


def test_debug_off_inserts_nothing_and_hand_placed_hook_runs():
    log = LOG
    del log[:]
    ds.config.set_debug_mode(False, [Record()])
    d = ds.NumpySlicesDataset([4], column_names=["x"], shuffle=False).map([double], ["x"])
    assert [int(r[0]) for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)] == [8] and log == []
    d = ds.NumpySlicesDataset([4], column_names=["x"], shuffle=False).map([double, Record()], ["x"])
    assert [int(r[0]) for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)] == [8]
    assert log == [(None, None, [8])]


def test_argument_checks_and_abstract_base():
    with pytest.raises(TypeError, match="boolean"):
        ds.config.set_debug_mode("yes")
    with pytest.raises(TypeError, match="not a list"):
        ds.config.set_debug_mode(True, debug.PrintDataHook())
    with pytest.raises(TypeError, match="DebugHook"):
        ds.config.set_debug_mode(True, [print])
    assert ds.config.get_debug_mode() is False
    with pytest.raises(TypeError):
        debug.DebugHook()


def test_iterators_list():
    before = len(ds.ITERATORS_LIST)
    it = ds.NumpySlicesDataset([1], column_names=["x"]).create_dict_iterator(num_epochs=1)
    assert len(ds.ITERATORS_LIST) == before + 1 and ds.ITERATORS_LIST[-1]() is it
    it.stop()
    assert len(ds.ITERATORS_LIST) == before
    it = ds.NumpySlicesDataset([1], column_names=["x"]).create_dict_iterator(num_epochs=1)
    del it
    import gc
    gc.collect()
    assert len(ds.ITERATORS_LIST) == before
