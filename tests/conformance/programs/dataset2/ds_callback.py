"""mindspore.dataset.callback: DSCallback events of map (begin/epoch/step with step_size, repeats inside an
epoch, two maps, getters run none) and WaitedDSCallback synchronised with Model.train (ut dataset test_callbacks)."""
import numpy as np
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.dataset.callback import DSCallback, WaitedDSCallback
from mindspore.train import Model, Callback
from _conf import emit, emit_error

MODES = ("pynative",)


class Log(DSCallback):
    def __init__(self, log, tag, step_size=1):
        super().__init__(step_size)
        self.log, self.tag = log, tag

    def _add(self, name, c):
        self.log.append(f"{self.tag}:{name}_{c.cur_epoch_num}_{c.cur_step_num_in_epoch}_{c.cur_step_num}")

    def ds_begin(self, c):
        self._add("begin", c)

    def ds_epoch_begin(self, c):
        self._add("epoch_begin", c)

    def ds_epoch_end(self, c):
        self._add("epoch_end", c)

    def ds_step_begin(self, c):
        self._add("step_begin", c)

    def ds_step_end(self, c):
        self._add("step_end", c)


def run(epochs, steps, step_size=1, repeat=1):
    log = []
    data = ds.NumpySlicesDataset(list(range(steps)), shuffle=False)
    data = data.map(lambda x: x, callbacks=Log(log, "a", step_size))
    if repeat != 1:
        data = data.repeat(repeat)
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    for _ in range(epochs):
        for _ in it:
            pass
    return sorted(log)


emit("one_epoch", run(1, 3))
emit("two_epochs", run(2, 2))
emit("step_size_2", run(2, 3, 2))
emit("repeat_3", run(2, 2, 1, 3))
emit("repeat_step_size", run(1, 2, 4, 3))

log = []
two = ds.NumpySlicesDataset([1, 2], shuffle=False)
two = two.map(lambda x: x, callbacks=Log(log, "a")).map(lambda x: x + 1, callbacks=[Log(log, "b")])
rows = [int(r[0]) for r in two.create_tuple_iterator(num_epochs=1, output_numpy=True)]
emit("two_maps_rows", rows)
emit("two_maps_events", sorted(log))

log = []
got = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).map(lambda x: x, callbacks=Log(log, "g"))
emit("getters", [got.get_dataset_size(), got.output_shapes(), len(log)])


class Waited(WaitedDSCallback):
    def __init__(self, events, step_size=1):
        super().__init__(step_size)
        self.events = events

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        self.events.append(f"ds_epoch_begin_{ds_run_context.cur_epoch_num}_{ds_run_context.cur_step_num}")

    def sync_step_begin(self, train_run_context, ds_run_context):
        self.events.append(f"ds_step_begin_{ds_run_context.cur_epoch_num}_{ds_run_context.cur_step_num}")


class Train(Callback):
    def __init__(self, events):
        self.events = events

    def epoch_end(self, run_context):
        p = run_context.original_args()
        self.events.append(f"ms_epoch_end_{p.cur_epoch_num}_{p.cur_step_num}")

    def step_end(self, run_context):
        p = run_context.original_args()
        self.events.append(f"ms_step_end_{p.cur_epoch_num}_{p.cur_step_num}")


class Net(nn.Cell):
    def construct(self, x, y):
        return x


for bs in (1, 2):
    events = []
    waited = Waited(events, bs)
    arr = np.arange(1, 5, dtype=np.float32)
    data = ds.NumpySlicesDataset((arr, arr), column_names=["c1", "c2"], shuffle=False)
    data = data.map(lambda x: x, callbacks=waited)
    if bs > 1:
        data = data.batch(bs)
    Model(Net()).train(2, data, dataset_sink_mode=False, callbacks=[Train(events), waited])
    emit(f"waited_train_batch{bs}", events)
    emit(f"waited_is_callback_{bs}", isinstance(waited, Callback))

nums = ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False)
emit_error("callbacks_int", lambda: nums.map(lambda x: x, callbacks=0))
emit_error("callbacks_list_int", lambda: nums.map(lambda x: x, callbacks=[Log([], "x"), 0]))
emit_error("callbacks_tuple", lambda: nums.map(lambda x: x, callbacks=(Log([], "x"),)))
emit_error("step_size_zero", lambda: Log([], "x", 0))
emit_error("step_size_str", lambda: Log([], "x", "1"))


class Bare(DSCallback):
    pass


def bare():
    for _ in ds.NumpySlicesDataset([1, 2], shuffle=False).map(lambda x: x, callbacks=Bare()):
        pass


emit_error("no_override", bare)


class Raises(DSCallback):
    def ds_step_begin(self, c):
        raise ValueError("bad step")


def raises():
    data = ds.NumpySlicesDataset([1, 2], shuffle=False).map(lambda x: x, callbacks=Raises())
    for _ in data.create_tuple_iterator(num_epochs=1):
        pass


emit_error("callback_raises", raises)
