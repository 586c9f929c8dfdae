"""The fixed dataset paths feeding a Cell in $MODE (graph / pynative): a failover reset in the middle of a training
loop (value_and_grad per step), a MindRecord with an empty numeric field (a 0-d value into construct), PKSampler over
a MindRecord, CutMixBatch / MixUpBatch batches and RandomResizedCrop with list arguments in map."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore import nn, ops
from mindspore.mindrecord import FileWriter
from _h import case

ds.config.set_seed(3)
IMG = np.random.RandomState(2).randint(0, 256, (8, 6, 6, 3)).astype(np.uint8)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(108, 3, weight_init="ones", bias_init="zeros")
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, x, y):
        return self.loss(self.fc(x.reshape(x.shape[0], -1)), y)


def base(shuffle=False):
    return ds.NumpySlicesDataset({"image": IMG, "label": np.arange(8, dtype=np.int32) % 3}, shuffle=shuffle)


def train_with_reset(fail_at, shuffle):
    d = base(shuffle).map(V.Rescale(1 / 255, 0), "image").batch(2)
    size, epochs = d.get_dataset_size(), 2
    net = Net()
    gf = ms.value_and_grad(net, None, net.trainable_params())
    itr = d.create_tuple_iterator(num_epochs=epochs)
    ds.engine.datasets._set_training_dataset(itr)  # pylint: disable=W0212
    out, step = [], 0
    for _ in range(epochs):
        for x, y in itr:
            loss, _ = gf(x, y)
            out.append(round(float(loss), 5))
            step += 1
            if step == fail_at:
                ds.engine.datasets._reset_training_dataset(fail_at, size)  # pylint: disable=W0212
                for _ in range(fail_at // size, epochs):
                    for x2, y2 in itr:
                        out.append(round(float(gf(x2, y2)[0]), 5))
                return out
    return out


for fail_at in (1, 3, 4, 6):
    case(f"reset_train_fail_{fail_at}", lambda: train_with_reset(fail_at, False))
case("reset_train_shuffle_fail_3", lambda: train_with_reset(3, True))


class Probe(nn.Cell):
    def construct(self, a, label):
        return a * 2 + 1, label + a.astype(label.dtype)


def mindrecord_file():
    name = os.path.join(tempfile.mkdtemp(prefix="adapt45utd_s2_"), "m.mindrecord")
    w = FileWriter(name, 1)
    w.add_schema({"label": {"type": "int32"}, "a": {"type": "float32", "shape": [-1]}}, "s")
    w.write_raw_data([{"label": i % 2, "a": np.array([], np.float32)} for i in range(4)])
    w.commit()
    return name


MR = mindrecord_file()
case("mindrecord_empty_field_into_cell",
     lambda: [[(str(v.dtype), v.shape) for v in Probe()(*r)] for r in
              ds.MindDataset(MR, columns_list=["a", "label"], shuffle=False).create_tuple_iterator(num_epochs=1)])
case("mindrecord_pk_into_cell",
     lambda: len([Probe()(*r) for r in ds.MindDataset(MR, columns_list=["a", "label"],
                                                       sampler=ds.PKSampler(2)).create_tuple_iterator(num_epochs=1)]))


class Sum(nn.Cell):
    def construct(self, x, y):
        return ops.reduce_sum(x.astype(ms.float32)), y.sum(), x.shape, y.dtype


def mix(op):
    d = base().map(T.TypeCast(ms.int32), "label").map(T.OneHot(3), "label").batch(4)
    d = d.map(op, ["image", "label"])
    return [[str(v) if not isinstance(v, ms.Tensor) else v.shape for v in Sum()(*r)]
            for r in d.create_tuple_iterator(num_epochs=1)]


case("cutmix_batches_into_cell", lambda: mix(V.CutMixBatch(V.ImageBatchFormat.NHWC, 1.0, 0.5)))
case("mixup_batches_into_cell", lambda: mix(V.MixUpBatch(1.0)))
case("cutmix_str_prob_in_map", lambda: mix(V.CutMixBatch(V.ImageBatchFormat.NHWC, prob="1")))
case("rrc_lists_into_cell",
     lambda: [Sum()(*r)[2] for r in base().map(V.RandomResizedCrop(4, [0.5, 1.0], [0.75, 1.25]), "image").batch(4)
              .create_tuple_iterator(num_epochs=1)])
case("flip_uint32_in_map",
     lambda: [r[0].shape for r in base().map(lambda x: x.astype(np.uint32), "image")
              .map(V.RandomHorizontalFlip(0.0), "image").create_tuple_iterator(num_epochs=1)])
