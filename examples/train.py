"""Train an MLP on handwritten digits the MindSpore way: Model.train with LossMonitor, TimeMonitor
and ModelCheckpoint.  Then run examples/eval.py to load the checkpoint and evaluate it.

    python examples/train.py --mode graph --epochs 5 --ckpt-dir ckpt
    python examples/eval.py --mode graph --ckpt-dir ckpt

The script is MindSpore code: with ``import mindspore as ms`` (and ``mindspore.dataset`` for the
data) it runs on MindSpore unchanged; ``python -m msgraph.run`` runs MindSpore scripts on msgraph.
A progress bar is drawn only when stdout is a terminal.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import msgraph as ms
import msgraph.nn as nn
from msgraph.train import Callback, CheckpointConfig, LossMonitor, Model, ModelCheckpoint, TimeMonitor

from _common import require
from _digits_model import DigitsNet, create_dataset, loss_fn, set_mode


class ProgressBar(Callback):
    """``epoch 2/5 [########......] 30/44`` on one terminal line, redrawn every step."""

    def __init__(self, width: int = 30):
        super().__init__()
        self.width = width
        self.last = 0.0

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        step = (cb.cur_step_num - 1) % cb.batch_num + 1
        now = time.monotonic()
        if step != cb.batch_num and now - self.last < 0.1:
            return
        self.last = now
        done = self.width * step // cb.batch_num
        sys.stdout.write(f"\repoch {cb.cur_epoch_num}/{cb.epoch_num} [{'#' * done}{'.' * (self.width - done)}] "
                         f"{step}/{cb.batch_num}")
        sys.stdout.flush()
        if step == cb.batch_num:
            sys.stdout.write("\n")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mode", choices=("pynative", "graph"), default="graph")
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=0.1)
    p.add_argument("--ckpt-dir", default="ckpt_digits")
    p.add_argument("--limit", type=int, default=0, help="use only the first N training samples (quick runs)")
    args = p.parse_args(argv)
    require("sklearn", example="train.py")

    set_mode(args.mode)
    ms.set_seed(1)
    train_ds = create_dataset("train", args.batch_size, args.limit)
    steps = len(train_ds)
    net = DigitsNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=args.lr, momentum=0.9)
    model = Model(net, loss_fn=loss_fn(), optimizer=opt, metrics={"acc"})

    config = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=3)
    ckpt_cb = ModelCheckpoint(prefix="digits", directory=args.ckpt_dir, config=config)
    callbacks = [LossMonitor(per_print_times=steps), TimeMonitor(data_size=steps), ckpt_cb]
    if sys.stdout.isatty():
        callbacks.insert(0, ProgressBar())
    print(f"training {args.epochs} epochs of {steps} steps in {args.mode} mode", flush=True)
    model.train(args.epochs, train_ds, callbacks=callbacks)
    print(f"checkpoint: {os.path.relpath(ckpt_cb.latest_ckpt_file_name)}")
    print(f"train accuracy: {model.eval(train_ds)['acc']:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
