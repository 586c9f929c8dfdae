"""Evaluate a checkpoint written by examples/train.py: load_checkpoint -> load_param_into_net -> Model.eval.

    python examples/eval.py --mode graph --ckpt-dir ckpt_digits          # the newest checkpoint there
    python examples/eval.py --ckpt ckpt_digits/digits-5_44.ckpt
"""
from __future__ import annotations

import argparse
import glob
import os
import sys

import msgraph as ms
from msgraph.train import Model

from _common import require
from _digits_model import DigitsNet, create_dataset, loss_fn, set_mode


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mode", choices=("pynative", "graph"), default="graph")
    p.add_argument("--ckpt", default="", help="a .ckpt file (default: the newest in --ckpt-dir)")
    p.add_argument("--ckpt-dir", default="ckpt_digits")
    p.add_argument("--batch-size", type=int, default=32)
    args = p.parse_args(argv)
    require("sklearn", example="eval.py")

    path = args.ckpt
    if not path:
        found = glob.glob(os.path.join(args.ckpt_dir, "*.ckpt"))
        if not found:
            print(f"no checkpoint in {args.ckpt_dir}: run examples/train.py first", file=sys.stderr)
            return 1
        path = max(found, key=os.path.getmtime)

    set_mode(args.mode)
    net = DigitsNet()
    param_dict = ms.load_checkpoint(path)
    not_loaded, _ = ms.load_param_into_net(net, param_dict)
    if not_loaded:
        print(f"parameters missing from {path}: {not_loaded}", file=sys.stderr)
        return 1
    model = Model(net, loss_fn=loss_fn(), metrics={"acc", "loss"})
    result = model.eval(create_dataset("test", args.batch_size))
    print(f"checkpoint: {os.path.relpath(path)}")
    print(f"test accuracy: {result['acc']:.4f}  test loss: {result['loss']:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
