"""Train the model zoo's LeNet5 the way a MindSpore model-zoo ``train.py`` does, then evaluate it.

dataset pipeline (``GeneratorDataset`` -> ``map`` -> ``shuffle`` -> ``batch``) -> ``Model(net, loss,
opt, metrics)`` -> ``model.train`` with ``TimeMonitor``, ``LossMonitor`` and ``ModelCheckpoint`` ->
``load_checkpoint`` / ``load_param_into_net`` into a fresh network -> ``model.eval``.

The shape follows the model zoo's LeNet recipe (mindspore-ai/models, official/cv/LeNet: train.py,
eval.py, src/dataset.py; the network is ``lenet.py`` next to this file): MNIST-style 28x28x1 uint8
images resized to 32x32, rescaled to [0, 1], normalised with MNIST's mean and std, HWC -> CHW, int32
labels.  Nothing is downloaded: the images are *synthetic digits* drawn by this script (a 5x7 pixel
font, scaled, placed at a random offset, with random stroke intensity and noise), deterministic for
a seed.

Everything below the backend switch is MindSpore code (``import mindspore``).  It runs on msgraph by
default (the ``mindspore`` import alias, ``msgraph.compat``) and on a real MindSpore installation
with ``--backend mindspore``:

    python examples/zoo/train_lenet.py                            # msgraph, Graph mode, 3 epochs
    python examples/zoo/train_lenet.py --mode pynative --epoch_size 1
    python -m msgraph.run examples/zoo/train_lenet.py             # the same, alias installed by msgraph.run
    /path/to/mindspore-venv/bin/python examples/zoo/train_lenet.py --backend mindspore
    mpiexec -n 2 python examples/zoo/train_lenet.py --run_distribute   # data parallel, 2 processes

With ``--run_distribute`` (the model zoo's flag) each process of ``mpiexec`` is a rank: ``init()``,
``set_auto_parallel_context(parallel_mode=DATA_PARALLEL, gradients_mean=True)``, and the dataset
sharded with ``num_shards``/``shard_id``; ``--batch_size`` is then the batch of each rank, and each
rank writes its checkpoints to ``<ckpt_path>/ckpt_<rank>``.  With ``--shuffle False``, 2 ranks x
batch B train exactly as 1 process x batch 2B (the ranks' shards interleave into its batches, and
the mean of their gradients is its gradient).
"""
import argparse
import json
import os
import sys


def _backend_from_argv(argv):
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--backend", choices=("msgraph", "mindspore"), default="msgraph")
    return pre.parse_known_args(argv)[0].backend


if _backend_from_argv(sys.argv[1:]) == "msgraph":
    from msgraph import compat

    compat.install()            # `import mindspore` below now loads msgraph

# ------------------------------------------------------------------------------------------------
# MindSpore code from here on
# ------------------------------------------------------------------------------------------------
import numpy as np  # noqa: E402

import mindspore as ms  # noqa: E402
import mindspore.dataset as ds  # noqa: E402
import mindspore.dataset.transforms as transforms  # noqa: E402
import mindspore.dataset.vision as vision  # noqa: E402
import mindspore.nn as nn  # noqa: E402
from mindspore import load_checkpoint, load_param_into_net  # noqa: E402
from mindspore.communication import get_group_size, get_rank, init  # noqa: E402
from mindspore.train import (Accuracy, Callback, CheckpointConfig, LossMonitor, Model, ModelCheckpoint,  # noqa: E402
                             TimeMonitor)

from lenet import LeNet5  # noqa: E402  (the model zoo's network, next to this file)


def _bool(text):
    if text.lower() in ("true", "1", "yes"):
        return True
    if text.lower() in ("false", "0", "no"):
        return False
    raise argparse.ArgumentTypeError(f"expected True or False, got {text!r}")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="LeNet5 on synthetic digits, the model-zoo way")
    parser.add_argument("--backend", choices=("msgraph", "mindspore"), default="msgraph",
                        help="msgraph (the mindspore import alias) or a real MindSpore installation")
    parser.add_argument("--device_target", default="CPU", choices=("CPU",))
    parser.add_argument("--mode", choices=("graph", "pynative"), default="graph")
    parser.add_argument("--epoch_size", type=int, default=3)
    parser.add_argument("--batch_size", type=int, default=32)
    parser.add_argument("--train_size", type=int, default=3200, help="synthetic training images")
    parser.add_argument("--eval_size", type=int, default=640, help="synthetic test images (another seed)")
    parser.add_argument("--num_classes", type=int, default=10)
    parser.add_argument("--lr", type=float, default=0.05,
                        help="the zoo's 0.01 needs more steps than these 100 per epoch to leave the 2.30 plateau")
    parser.add_argument("--momentum", type=float, default=0.9)
    parser.add_argument("--save_checkpoint_steps", type=int, default=0,
                        help="steps between checkpoints (default: once per epoch)")
    parser.add_argument("--keep_checkpoint_max", type=int, default=10)
    parser.add_argument("--ckpt_path", default="./ckpt_lenet", help="where ModelCheckpoint writes")
    parser.add_argument("--run_distribute", action="store_true",
                        help="data parallel over the processes of `mpiexec -n N` (msgraph backend): init(), "
                             "DATA_PARALLEL with gradients_mean, the dataset sharded with num_shards/shard_id")
    parser.add_argument("--shuffle", type=_bool, default=True,
                        help="shuffle the training set (False: N ranks x batch B see exactly what 1 rank x batch NB sees)")
    parser.add_argument("--loss_file", default="",
                        help="write this rank's loss after every step to this JSON file ({rank} is replaced)")
    parser.add_argument("--ckpt_file", default="",
                        help="skip training: evaluate this checkpoint (e.g. one the other backend wrote)")
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args(argv)


# ------------------------------------------------------------------------------------------------
# data: synthetic MNIST-like digits
# ------------------------------------------------------------------------------------------------
FONT = {  # 5 wide x 7 high
    0: ("01110", "10001", "10011", "10101", "11001", "10001", "01110"),
    1: ("00100", "01100", "00100", "00100", "00100", "00100", "01110"),
    2: ("01110", "10001", "00001", "00010", "00100", "01000", "11111"),
    3: ("11111", "00010", "00100", "00010", "00001", "10001", "01110"),
    4: ("00010", "00110", "01010", "10010", "11111", "00010", "00010"),
    5: ("11111", "10000", "11110", "00001", "00001", "10001", "01110"),
    6: ("00110", "01000", "10000", "11110", "10001", "10001", "01110"),
    7: ("11111", "00001", "00010", "00100", "01000", "01000", "01000"),
    8: ("01110", "10001", "10001", "01110", "10001", "10001", "01110"),
    9: ("01110", "10001", "10001", "01111", "00001", "00010", "01100"),
}
GLYPHS = np.array([[[c == "1" for c in row] for row in FONT[d]] for d in range(10)], np.float32)


class SyntheticDigits:
    """A random-access source for ``GeneratorDataset``: item i is (image HWC uint8 28x28x1, label).

    Each image is its digit's glyph scaled 3x (15x21 pixels), placed at a random offset, drawn with
    a random intensity over a noisy background.  Deterministic for (size, seed)."""

    def __init__(self, size, seed):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, 10, size)
        self.offsets = rng.integers(0, (28 - 21 + 1, 28 - 15 + 1), (size, 2))
        self.intensity = rng.uniform(150, 255, size)
        self.noise_seed = rng.integers(0, 2**31, size)

    def __getitem__(self, i):
        glyph = np.kron(GLYPHS[self.labels[i]], np.ones((3, 3), np.float32))
        img = np.random.default_rng(self.noise_seed[i]).uniform(0, 40, (28, 28)).astype(np.float32)
        r, c = self.offsets[i]
        img[r:r + 21, c:c + 15] += glyph * self.intensity[i]
        return np.clip(img, 0, 255).astype(np.uint8)[:, :, None], np.array(self.labels[i], np.int64)

    def __len__(self):
        return len(self.labels)


def create_dataset(size, seed, batch_size=32, training=True, num_parallel_workers=1, rank_size=1, rank_id=0):
    """The model zoo's LeNet pipeline (src/dataset.py) over the synthetic digits; with ``rank_size`` > 1
    this rank reads every ``rank_size``-th image from ``rank_id`` (MindSpore's DistributedSampler)."""
    data = ds.GeneratorDataset(SyntheticDigits(size, seed), column_names=["image", "label"], shuffle=False,
                               num_shards=rank_size if rank_size > 1 else None,
                               shard_id=rank_id if rank_size > 1 else None)

    resize_height, resize_width = 32, 32
    rescale = 1.0 / 255.0
    shift = 0.0
    rescale_nml = 1 / 0.3081
    shift_nml = -1 * 0.1307 / 0.3081

    resize_op = vision.Resize((resize_height, resize_width), interpolation=vision.Inter.LINEAR)
    rescale_nml_op = vision.Rescale(rescale_nml, shift_nml)
    rescale_op = vision.Rescale(rescale, shift)
    hwc2chw_op = vision.HWC2CHW()
    type_cast_op = transforms.TypeCast(ms.int32)

    data = data.map(operations=type_cast_op, input_columns="label", num_parallel_workers=num_parallel_workers)
    data = data.map(operations=[resize_op, rescale_op, rescale_nml_op, hwc2chw_op], input_columns="image",
                    num_parallel_workers=num_parallel_workers)
    if training:
        data = data.shuffle(buffer_size=1024)
    data = data.batch(batch_size, drop_remainder=True)
    return data


# ------------------------------------------------------------------------------------------------
# train, then evaluate a fresh network loaded from the checkpoint
# ------------------------------------------------------------------------------------------------
class StepLoss(Callback):
    """Records the loss of every step and writes the list as JSON at the end of training."""

    def __init__(self, path):
        super().__init__()
        self.path = path
        self.losses = []

    def on_train_step_end(self, run_context):
        loss = run_context.original_args().net_outputs
        if isinstance(loss, (tuple, list)):
            loss = loss[0]
        self.losses.append(float(loss.asnumpy()))

    def on_train_end(self, run_context):
        with open(self.path, "w", encoding="utf-8") as f:
            json.dump(self.losses, f)


def train_lenet(args):
    ms.set_context(mode=ms.GRAPH_MODE if args.mode == "graph" else ms.PYNATIVE_MODE)
    ms.set_device(args.device_target)
    ms.set_seed(args.seed)              # the same initial weights on every rank
    ds.config.set_seed(args.seed)

    rank_size, rank_id = 1, 0
    ckpt_dir = args.ckpt_path
    if args.run_distribute:
        init()
        rank_size, rank_id = get_group_size(), get_rank()
        ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                                     device_num=rank_size)
        ckpt_dir = os.path.join(args.ckpt_path, "ckpt_" + str(rank_id))

    ds_train = create_dataset(args.train_size, seed=args.seed, batch_size=args.batch_size,
                              training=args.shuffle, rank_size=rank_size, rank_id=rank_id)
    steps_per_epoch = ds_train.get_dataset_size()
    if steps_per_epoch == 0:
        raise ValueError(f"--train_size {args.train_size} gives no batch of {args.batch_size}")

    network = LeNet5(args.num_classes)
    net_loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    net_opt = nn.Momentum(network.trainable_params(), args.lr, args.momentum)
    model = Model(network, net_loss, net_opt, metrics={"Accuracy": Accuracy()})

    config_ck = CheckpointConfig(save_checkpoint_steps=args.save_checkpoint_steps or steps_per_epoch,
                                 keep_checkpoint_max=args.keep_checkpoint_max)
    ckpoint_cb = ModelCheckpoint(prefix="checkpoint_lenet", directory=ckpt_dir, config=config_ck)
    time_cb = TimeMonitor(data_size=steps_per_epoch)
    loss_cb = LossMonitor(per_print_times=max(1, steps_per_epoch // 4))
    callbacks = [time_cb, ckpoint_cb, loss_cb]
    if args.loss_file:
        callbacks.append(StepLoss(args.loss_file.replace("{rank}", str(rank_id))))

    where = f", rank {rank_id} of {rank_size}" if args.run_distribute else ""
    print(f"============== Starting Training ({ms.__name__} {getattr(ms, '__version__', '')}, "
          f"{args.mode} mode, {args.epoch_size} epoch(s) of {steps_per_epoch} steps{where}) ==============", flush=True)
    model.train(args.epoch_size, ds_train, callbacks=callbacks, dataset_sink_mode=False)
    return ckpoint_cb.latest_ckpt_file_name


def eval_lenet(args, ckpt_file):
    if args.ckpt_file:
        ms.set_context(mode=ms.GRAPH_MODE if args.mode == "graph" else ms.PYNATIVE_MODE)
        ds.config.set_seed(args.seed)
    network = LeNet5(args.num_classes)
    net_loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    param_dict = load_checkpoint(ckpt_file)
    param_not_load, _ = load_param_into_net(network, param_dict)   # the optimizer's state is not the net's
    if param_not_load:
        raise RuntimeError(f"parameters not loaded from {ckpt_file}: {param_not_load}")
    model = Model(network, net_loss, metrics={"Accuracy": Accuracy()})

    ds_eval = create_dataset(args.eval_size, seed=args.seed + 1000, batch_size=args.batch_size, training=False)
    print(f"============== Starting Testing ({os.path.basename(ckpt_file)}) ==============", flush=True)
    acc = model.eval(ds_eval, dataset_sink_mode=False)
    print("============== {} ==============".format(acc), flush=True)
    return acc


def main(argv=None):
    args = parse_args(argv)
    ckpt_file = args.ckpt_file or train_lenet(args)
    eval_lenet(args, ckpt_file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
