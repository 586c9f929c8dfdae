"""Resuming training with Dataset.set_init_step + Model.train(initial_epoch) (tests/st/dataset/test_set_init_step.py):
the resumed run sees the rows of the interrupted one from that step on, in the same (per-epoch shuffled) order."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Callback, ops
from mindspore.train import Model
from _conf import emit


class Keep(Callback):
    def __init__(self):
        super().__init__()
        self.loss = []

    def on_train_step_end(self, run_context):
        self.loss.append(float(run_context.original_args().net_outputs.asnumpy()))


class Net(nn.Cell):
    def construct(self, x):
        return ops.square(x)


def run(model, dataset, initial_epoch=0):
    cb = Keep()
    model.train(2, dataset, callbacks=cb, dataset_sink_mode=False, initial_epoch=initial_epoch)
    return cb.loss


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    for init_step in (10, 15):
        ds.config.set_seed(0)
        data = ds.NumpySlicesDataset(np.arange(10).astype(np.int32), shuffle=True)
        data = data.map(operations=lambda v: v + 1, num_parallel_workers=1, python_multiprocessing=False)
        model = Model(Net())           # MindSpore refuses a dataset another Model trained on
        full = run(model, data)
        data.set_init_step(init_step)
        resumed = run(model, data, initial_epoch=init_step // 10)
        emit(f"lengths_{mode}_{init_step}", [len(full), len(resumed)])
        emit(f"resumed_matches_{mode}_{init_step}", resumed == full[init_step:])
        emit(f"epochs_reshuffled_{mode}_{init_step}", full[:10] != full[10:])
        emit(f"same_rows_each_epoch_{mode}_{init_step}", sorted(full[:10]) == sorted(full[10:]))
        emit(f"get_init_step_{mode}_{init_step}", data.get_init_step())
