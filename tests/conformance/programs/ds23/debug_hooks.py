"""mindspore.dataset.debug (DebugHook, PrintMetaDataHook, PrintDataHook), config.set_debug_mode(flag,
debug_hook_list) and ITERATORS_LIST: msgraph had no debug module (ImportError), set_debug_mode took no hook list and
map inserted no hooks.  Records what the hooks print and see around each map operation, user-inserted hooks, the
argument checks and the iterator list."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.debug as debug
import mindspore.dataset.transforms as T
from mindspore import dtype as mstype
from _conf import emit, emit_stdout

MODES = ("pynative",)


def err(label, fn, width=70):
    try:
        emit(label, fn())
    except Exception as e:  # noqa: BLE001
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        s = str(e)
        k = s.find("[ERROR]")
        emit(label, (cls, (s[k:] if k >= 0 else s).splitlines()[0][:width]))


def rows(d):
    return [[c.tolist() for c in r] for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)]


seen = []


class Collect(debug.DebugHook):
    def compute(self, *args):
        seen.append((self.prev_op_name, self.is_first_op, [np.asarray(a).tolist() for a in args[0]]))


def add_one(x):
    return x + 1


def pipeline():
    d = ds.NumpySlicesDataset({"a": np.array([[1, 2], [3, 4]], np.int64)}, shuffle=False)
    return d.map([add_one, T.TypeCast(mstype.float32)], input_columns=["a"])


emit("public", [hasattr(ds, n) for n in ("DebugHook", "ITERATORS_LIST", "debug", "get_debug_mode")])
emit("debug_all", sorted(debug.__all__))
emit("is_abc", [issubclass(debug.PrintDataHook, debug.DebugHook), issubclass(debug.PrintMetaDataHook, ds.DebugHook)])
err("abstract", lambda: debug.DebugHook(), 42)   # (Python 3.12 rewords the rest of this message)
err("flag_type", lambda: ds.config.set_debug_mode(1))
err("list_type", lambda: ds.config.set_debug_mode(True, debug.PrintDataHook()))
err("item_type", lambda: ds.config.set_debug_mode(True, [print]))
emit("mode_after_errors", ds.config.get_debug_mode())

ds.config.set_debug_mode(True)
emit("mode_on", (ds.config.get_debug_mode(), ds.get_debug_mode()))
emit_stdout("default_meta_hook", lambda: print(rows(pipeline())))
ds.config.set_debug_mode(True, [debug.PrintDataHook()])
emit_stdout("print_data_hook", lambda: print(rows(pipeline())))
ds.config.set_debug_mode(True, [Collect()])
emit("collect_rows", rows(pipeline()))
emit("collect_seen", seen)
del seen[:]
ds.config.set_debug_mode(True, [debug.PrintMetaDataHook(), Collect()])
emit_stdout("two_hooks", lambda: rows(pipeline()))
emit("two_hooks_seen", seen)
del seen[:]
emit_stdout("user_inserted", lambda: print(rows(ds.NumpySlicesDataset([5, 6], column_names=["x"], shuffle=False)
                                                 .map([add_one, Collect(), T.TypeCast(mstype.int32)], ["x"]))))
emit("user_inserted_seen", seen)
del seen[:]
ds.config.set_debug_mode(True, [debug.PrintMetaDataHook()])
emit_stdout("two_columns", lambda: print(rows(ds.NumpySlicesDataset(
    ([1.5, 2.5], ["p", "qq"]), column_names=["f", "s"], shuffle=False).map(
    lambda f, s: (f * 2, s), input_columns=["f", "s"]))))
emit_stdout("compose_split", lambda: print(rows(ds.NumpySlicesDataset(
    {"a": np.array([[1, 2]], np.int64)}, shuffle=False).map(
    [T.Compose([add_one, T.TypeCast(mstype.float32)]), T.Compose([add_one])], input_columns=["a"]))))
ds.config.set_debug_mode(False)
emit("mode_off", ds.config.get_debug_mode())
emit("off_rows", rows(pipeline()))
emit("off_seen", seen)
err("hook_in_map_off", lambda: rows(ds.NumpySlicesDataset([5], column_names=["x"], shuffle=False)
                                    .map([add_one, Collect()], ["x"])))

base = len(ds.ITERATORS_LIST)
it = ds.NumpySlicesDataset([1, 2], column_names=["x"], shuffle=False).create_tuple_iterator(num_epochs=1)
emit("iterators_added", (type(ds.ITERATORS_LIST).__name__, len(ds.ITERATORS_LIST) - base,
                         ds.ITERATORS_LIST[-1]() is it))
it.stop()
emit("iterators_after_stop", len(ds.ITERATORS_LIST) - base)
